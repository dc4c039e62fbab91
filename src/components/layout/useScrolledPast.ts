import * as React from 'react';

/** Whether the window is scrolled further than `threshold` px (MUI's useScrollTrigger without hysteresis). */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = React.useState(false);
  React.useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
