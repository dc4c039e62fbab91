import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_MAX_WIDTH_PX,
} from '../../lib/constants';
import { isDismissSwipe, toastReducer, toastRole, type Toast, type ToastInput } from '../../lib/toastQueue';

interface ToastApi {
  toast: (input: ToastInput) => number;
  dismiss: (id: number) => void;
}

const ToastContext = React.createContext<ToastApi | null>(null);

/** Shows a notification. One system for the whole site; at most one toast is visible. */
export function useToast(): ToastApi {
  const api = React.useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

let nextId = 1;

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, dispatch] = React.useReducer(toastReducer, []);
  const regionRef = React.useRef<HTMLElement>(null);

  const dismiss = React.useCallback((id: number) => {
    dispatch({ type: 'dismiss', id });
    window.setTimeout(() => dispatch({ type: 'remove', id }), TOAST_REMOVE_DELAY_MS);
  }, []);

  const api = React.useMemo<ToastApi>(
    () => ({
      toast: ({ variant = 'default', ...input }) => {
        const id = nextId++;
        dispatch({ type: 'add', toast: { ...input, id, variant, open: true } });
        return id;
      },
      dismiss,
    }),
    [dismiss],
  );

  React.useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const visible = toasts.filter((t) => t.open);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Box
        component="section"
        ref={regionRef}
        tabIndex={-1}
        aria-label={`Meldingen (${TOAST_HOTKEY})`}
        sx={{
          position: 'fixed',
          zIndex: (t) => t.zIndex.snackbar,
          bottom: 16,
          insetInline: 16,
          ml: { md: 'auto' },
          maxWidth: { md: TOAST_VIEWPORT_MAX_WIDTH_PX },
          pointerEvents: visible.length ? 'auto' : 'none',
          outline: 'none',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
        }}
      >
        {visible.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={() => dismiss(t.id)} />
        ))}
      </Box>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
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
