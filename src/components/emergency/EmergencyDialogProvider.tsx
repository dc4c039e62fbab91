import * as React from 'react';
import { lazyComponent, usePreloadWhenIdle } from '../layout/lazyComponent';

// Not in the first-load bundle: fetched once the page is idle and mounted closed (in a transition that yields to
// the visitor), so the first 'Noodnummer' tap only opens it: no code to fetch, no elements or CSS to create.
const emergencyDialog = lazyComponent(() => import('./EmergencyDialog').then((m) => m.EmergencyDialog));

const OpenEmergencyContext = React.createContext<() => void>(() => undefined);

/** Every 'Noodnummer' button calls this to open the one emergency dialog. */
export function useOpenEmergencyDialog(): () => void {
  return React.useContext(OpenEmergencyContext);
}

export function EmergencyDialogProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = React.useState(false);
  const [mounted, setMounted] = React.useState(false);
  usePreloadWhenIdle(emergencyDialog, undefined, () => React.startTransition(() => setMounted(true)));
  const openDialog = React.useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  const close = React.useCallback(() => setOpen(false), []);
  return (
    <OpenEmergencyContext.Provider value={openDialog}>
      {children}
      {mounted && (
        <React.Suspense fallback={null}>
          <emergencyDialog.Component open={open} onClose={close} />
        </React.Suspense>
      )}
    </OpenEmergencyContext.Provider>
  );
}
