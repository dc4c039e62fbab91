import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '../../lib/constants';
import { isDismissSwipe, toastRole, type Toast } from './toastQueue';

/** One toast: closes itself after 5 s (paused while hovered or focused), or when swiped right past 50 px. */
export function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const [paused, setPaused] = React.useState(false);
  const [dragX, setDragX] = React.useState(0);
  const startX = React.useRef<number | null>(null);

  React.useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [paused, onDismiss]);

  const onPointerDown = (e: React.PointerEvent) => {
    startX.current = e.clientX;
    setPaused(true);
  };
  const onPointerMove = (e: React.PointerEvent) => {
    if (startX.current !== null) setDragX(Math.max(0, e.clientX - startX.current));
  };
  const onPointerUp = (e: React.PointerEvent) => {
    if (startX.current === null) return;
    const delta = e.clientX - startX.current;
    startX.current = null;
    setDragX(0);
    setPaused(false);
    if (isDismissSwipe(delta, TOAST_SWIPE_THRESHOLD_PX)) onDismiss();
  };

  return (
    <Alert
      role={toastRole(toast.variant)}
      severity={toast.variant === 'destructive' ? 'error' : 'info'}
      variant="filled"
      onClose={onDismiss}
      slotProps={{ closeButton: { title: 'Sluiten', 'aria-label': 'Melding sluiten' } as never }}
      data-testid="toast"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      sx={{
        boxShadow: 6,
        touchAction: 'pan-y',
        transform: `translateX(${dragX}px)`,
        opacity: dragX ? Math.max(0.3, 1 - dragX / 200) : 1,
        ...(toast.variant === 'destructive' ? { bgcolor: '#a3261b' } : { bgcolor: 'primary.main' }),
      }}
    >
      <AlertTitle>{toast.title}</AlertTitle>
      {toast.description}
    </Alert>
  );
}
