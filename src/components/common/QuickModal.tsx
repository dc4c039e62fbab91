import * as React from 'react';
import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import Modal from '@mui/material/Modal';
import { styled, type SxProps, type Theme } from '@mui/material/styles';

// From half opacity, so that the frame of the tap itself already shows the overlay; the rest of the fade follows.
const fadeIn = keyframes({ from: { opacity: 0.5 } });

// Closed by its own attribute, not MUI's `MuiModal-hidden` class: without a transition MUI only hides a modal that was
// mounted closed, and an overlay opened before it was mounted ahead stayed on screen once closed.
const CLOSED_ATTRIBUTE = 'data-closed';

/**
 * The modal's root, in place of MUI's: its styles are the same open or closed. MUI's root adds `visibility: hidden`
 * once closed, so opening gave it a class of its own, and emotion inserted that class's rules (and the fade's
 * keyframes) at the tap: Chromium then rebuilt the style rules of the page and recalculated it, 101 of 180 ms of a tap
 * on the mobile menu (then on this modal) in a trace at CPU ×4. This class is inserted when the modal mounts, closed, ahead of its first use.
 */
const QuickModalRoot = styled('div')(({ theme }) => ({
  position: 'fixed',
  zIndex: theme.zIndex.modal,
  inset: 0,
  backgroundColor: 'rgba(0, 0, 0, 0.5)',
  [`&[${CLOSED_ATTRIBUTE}]`]: { visibility: 'hidden' },
  [`&:not([${CLOSED_ATTRIBUTE}])`]: { animation: `${fadeIn} 120ms ease-out` },
}));

interface QuickModalProps {
  open: boolean;
  onClose: () => void;
  /** Styles for the modal's root, the dimmed layer over the page that holds the overlay. */
  sx?: SxProps<Theme>;
  /** The overlay itself: it takes the focus, so it must accept a ref. */
  children: React.ReactElement;
}

/**
 * An overlay on MUI's Modal, which traps focus, locks body scroll, hides the rest of the page from screen readers,
 * closes on Escape and returns focus to the opener. Kept mounted once mounted (closed, ahead of its first use), so
 * opening it is one render. Not MUI's Dialog or Drawer: their Fade transitions (overlay and backdrop) each force a
 * layout of the whole page to start, and step through two more renders. Here the modal's own root dims the page,
 * a tap on it closes the overlay, as a backdrop would, and a CSS animation fades it in whenever it is shown.
 */
export function QuickModal({ open, onClose, sx, children }: QuickModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      keepMounted
      hideBackdrop
      slots={{ root: QuickModalRoot }}
      {...{ [CLOSED_ATTRIBUTE]: open ? undefined : '' }}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      sx={sx}
    >
      {children}
    </Modal>
  );
}

/** The overlay's own box, as MUI's Paper draws it in a Drawer or Dialog: it scrolls when taller than the screen. */
const overlaySurfaceSx = {
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
  bgcolor: 'background.paper',
  outline: 0,
} as const;

const dialogRootSx = { display: 'flex', alignItems: 'center', justifyContent: 'center' } as const;

interface QuickDialogProps {
  open: boolean;
  onClose: () => void;
  /** The id of the dialog's title. */
  labelledBy: string;
  children: React.ReactNode;
}

/**
 * A centred dialog on QuickModal, sized and shaped as MUI's Dialog (`maxWidth="sm"`, `fullWidth`), for its DialogTitle,
 * -Content and -Actions: the cookie preferences.
 */
export function QuickDialog({ open, onClose, labelledBy, children }: QuickDialogProps) {
  return (
    <QuickModal open={open} onClose={onClose} sx={dialogRootSx}>
      <Box
        role="dialog"
        aria-modal
        aria-labelledby={labelledBy}
        sx={[
          overlaySurfaceSx,
          {
            position: 'relative',
            width: 'calc(100% - 64px)',
            maxWidth: 600,
            maxHeight: 'calc(100% - 64px)',
            m: 4,
            borderRadius: 1,
            boxShadow: 24,
          },
        ]}
      >
        {children}
      </Box>
    </QuickModal>
  );
}
