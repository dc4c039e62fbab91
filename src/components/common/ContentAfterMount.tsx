import * as React from 'react';

/**
 * The contents of an overlay that is mounted closed ahead of its first use (see usePreloadWhenIdle). MUI's Portal
 * renders its subtree a second time, synchronously, in a layout effect once it has a node to render into: without
 * this, the whole dialog rendered and committed in one task of ~150 ms on a 4× slowed CPU. With it, that task holds
 * only the overlay's frame, and the contents follow in a transition that React renders in time slices. An overlay
 * that is open from its first render shows its contents at once.
 */
export function ContentAfterMount({ open, children }: { open: boolean; children: React.ReactNode }) {
  const [ready, setReady] = React.useState(open);
  React.useEffect(() => {
    if (!ready) React.startTransition(() => setReady(true));
  }, [ready]);
  return ready || open ? <>{children}</> : null;
}
