import * as React from 'react';
import { LinkBehavior } from '../../theme/LinkBehavior';
import type { ClassRules } from '../../theme/classRules';

/** 'text' in the header's rows, 'contained' for the call to action, 'outlined' in the menu, 'icon' a round 48 px button. */
export type ShellButtonLook = 'text' | 'contained' | 'outlined' | 'icon';

type ShellButtonProps = { look?: ShellButtonLook } & (
  | (React.ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined })
  | (Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string })
);

/**
 * The shell's buttons and button-like links (header, top bar, menu, the overlays' close buttons), drawn as the
 * theme's buttons: a plain <button>, or a link through the theme's LinkBehavior, with a class the server's CSS styles
 * (shellButtonRules). MUI's ButtonBase would bring its focus and ripple handling and MUI's styling engine into the
 * JavaScript of every page; the focus ring is the site's global ':focus-visible'.
 */
export const ShellButton = React.forwardRef<HTMLButtonElement & HTMLAnchorElement, ShellButtonProps>(
  function ShellButton({ look = 'text', className, ...props }, ref) {
    const classes = `shell-button shell-button--${look}${className ? ` ${className}` : ''}`;
    if (props.href !== undefined) return <LinkBehavior ref={ref} className={classes} {...props} />;
    return <button ref={ref} type="button" className={classes} {...props} />;
  },
);

/** A plain button or link reset as MUI's ButtonBase resets it. */
export const buttonResetSx = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  // No `outline: 0` as ButtonBase has: the site's global ':focus-visible' ring must win.
  border: 'none',
  m: 0,
  borderRadius: 0,
  p: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  textDecoration: 'none',
  color: 'inherit',
  '&::-moz-focus-inner': { borderStyle: 'none' },
  '@media print': { colorAdjust: 'exact' },
} as const;

export const shellButtonRules: ClassRules = {
  '.shell-button': {
    ...buttonResetSx,
    typography: 'button',
    minHeight: 44,
    gap: '6px',
    borderRadius: '999px',
    transition: (t) => t.transitions.create(['background-color', 'color'], { duration: t.transitions.duration.short }),
  },
  '.shell-button--text, .shell-button--outlined': {
    paddingInline: '12px',
    '&:hover': { bgcolor: 'action.hover' },
  },
  '.shell-button--contained': {
    paddingInline: '22px',
    color: 'secondary.contrastText',
    bgcolor: 'secondary.main',
    '&:hover': { bgcolor: 'secondary.dark' },
  },
  // The menu's secondary actions.
  '.shell-button--outlined': { px: '22px', color: 'primary.main', border: 1, borderColor: 'primary.main' },
  '.shell-button--icon': { width: 48, height: 48, p: 0, borderRadius: '50%', '&:hover': { bgcolor: 'action.hover' } },
};
