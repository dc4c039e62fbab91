import * as React from 'react';
import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';

export type ShellButtonLook = 'text' | 'contained';

const StyledButtonBase = styled(ButtonBase, { shouldForwardProp: (prop) => prop !== 'look' })<{
  look: ShellButtonLook;
}>(({ theme, look }) => ({
  ...theme.typography.button,
  minHeight: 44,
  gap: 6,
  borderRadius: 999,
  transition: theme.transitions.create(['background-color', 'color'], { duration: theme.transitions.duration.short }),
  ...(look === 'contained'
    ? {
        paddingInline: 22,
        color: theme.palette.secondary.contrastText,
        backgroundColor: theme.palette.secondary.main,
        '&:hover': { backgroundColor: theme.palette.secondary.dark },
      }
    : { paddingInline: 12, color: 'inherit', '&:hover': { backgroundColor: theme.palette.action.hover } }),
}));

/** A round 48 px button around one icon (the menu toggle, the overlays' close buttons), as MUI's IconButton. */
export const iconButtonSx = { width: 48, height: 48, p: 0, borderRadius: '50%' } as const;

/**
 * The header's and top bar's buttons and button-like links: MUI's ButtonBase (focus ring, ripple, links
 * through the theme's LinkComponent) with the theme's button look. MUI's Button would add its loading
 * indicator and every variant to the JavaScript of every page; the shell needs two looks.
 */
export function ShellButton({
  look = 'text',
  ...props
}: ButtonBaseProps & { look?: ShellButtonLook; href?: string; target?: string; rel?: string }) {
  return <StyledButtonBase look={look} {...(props as ButtonBaseProps)} />;
}
