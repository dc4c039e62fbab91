import * as React from 'react';
import type { ClassRules } from '../../theme/classRules';
import { TOAST_HOTKEY, TOAST_REMOVE_DELAY_MS, TOAST_VIEWPORT_MAX_WIDTH_PX } from '../../lib/constants';
import { toastReducer, type ToastInput } from './toastQueue';
import { island } from '../../runtime';

// Toasts only appear after something went wrong or right; their code loads then.
const ToastCard = island(() => import('./ToastCard').then((m) => m.ToastCard), 'intent');

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
      <section
        ref={regionRef}
        tabIndex={-1}
        aria-label={`Meldingen (${TOAST_HOTKEY})`}
        className="toast-region"
        data-empty={visible.length ? undefined : ''}
      >
        <React.Suspense fallback={null}>
          {visible.map((t) => (
            <ToastCard key={t.id} toast={t} onDismiss={() => dismiss(t.id)} />
          ))}
        </React.Suspense>
      </section>
    </ToastContext.Provider>
  );
}

export const toastRegionRules: ClassRules = {
  '.toast-region': {
    position: 'fixed',
    zIndex: (t) => t.zIndex.snackbar,
    bottom: 16,
    insetInline: 16,
    ml: { md: 'auto' },
    maxWidth: { md: TOAST_VIEWPORT_MAX_WIDTH_PX },
    outline: 'none',
    '&[data-empty]': { pointerEvents: 'none' },
    '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
  },
};
