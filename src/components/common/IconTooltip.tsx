import * as React from 'react';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../lib/constants';
import type { ClassRules } from '../../theme/classRules';

/** When the last tooltip closed: moving on to the next control within the skip delay opens its tooltip at once. */
let lastClosedAt = 0;

export function tooltipOpenDelay(now: number, closedAt: number): number {
  return now - closedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS;
}

interface IconTooltipProps {
  /** The visible hint; the control itself keeps its own aria-label. */
  title: string;
  /** 'end' keeps a tooltip of a control at the right edge of the screen inside it. */
  align?: 'center' | 'end';
  children: React.ReactElement;
}

/**
 * A small hint for icon-only controls, with the spec's delays (700 ms to open, 300 ms skip).
 * Deliberately light: MUI's Tooltip brings Popper.js into every page for three icons.
 */
export function IconTooltip({ title, align = 'center', children }: IconTooltipProps) {
  const [open, setOpen] = React.useState(false);
  const timer = React.useRef<number>();
  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), tooltipOpenDelay(Date.now(), lastClosedAt));
  };
  // Focus the browser draws a ring for (the keyboard's), not the focus a tap or a dialog opening moves: on a phone
  // the menu's close button, focused as the menu opens, showed its hint uninvited, and the tap that took focus
  // from it paid for React's first render since hydration.
  const showOnKeyboardFocus = (event: React.FocusEvent) => {
    if (event.target.matches(':focus-visible')) show();
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };

  return (
    <span
      className={align === 'end' ? 'icon-tooltip icon-tooltip--end' : 'icon-tooltip'}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={showOnKeyboardFocus}
      onBlur={hide}
      onClick={hide}
      onKeyDown={(e: React.KeyboardEvent) => e.key === 'Escape' && hide()}
    >
      {children}
      {open && <span role="tooltip">{title}</span>}
    </span>
  );
}

export const iconTooltipRules: ClassRules = {
  '.icon-tooltip': {
    position: 'relative',
    display: 'inline-flex',
    // The bubble's styles are the wrapper's, in the server's CSS: a rule inserted when a tooltip first opened made
    // Chromium rebuild the page's style rules and recalculate its style in that frame.
    '& > [role="tooltip"]': {
      position: 'absolute',
      top: '100%',
      mt: 0.75,
      left: '50%',
      transform: 'translateX(-50%)',
      bgcolor: 'rgba(27, 36, 48, 0.94)',
      color: '#fff',
      px: 1,
      py: 0.5,
      borderRadius: 1,
      fontSize: '0.8125rem',
      fontWeight: 500,
      whiteSpace: 'nowrap',
      pointerEvents: 'none',
      zIndex: (t) => t.zIndex.tooltip,
    },
  },
  '.icon-tooltip--end > [role="tooltip"]': { left: 'auto', right: 0, transform: 'none' },
};
