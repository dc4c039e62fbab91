import * as React from 'react';
import { lazyNamed } from '../common/lazyNamed';

const EmergencyDialog = lazyNamed(() => import('./EmergencyDialog'), 'EmergencyDialog');

const OpenEmergencyContext = React.createContext<() => void>(() => undefined);

/** Every 'Noodnummer' button calls this to open the one emergency dialog. */
export function useOpenEmergencyDialog(): () => void {
  return React.useContext(OpenEmergencyContext);
}

export function EmergencyDialogProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = React.useState(false);
  const [mounted, setMounted] = React.useState(false);
  const openDialog = React.useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  return (
    <OpenEmergencyContext.Provider value={openDialog}>
      {children}
      {mounted && (
        <React.Suspense fallback={null}>
          <EmergencyDialog open={open} onClose={() => setOpen(false)} />
        </React.Suspense>
      )}
    </OpenEmergencyContext.Provider>
  );
}
