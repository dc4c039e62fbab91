import * as React from 'react';
import { island, useMountWhenIdle } from '../../runtime';

// Mounted closed once the page is idle, so the first 'Noodnummer' tap only opens it.
const EmergencyDialog = island(() => import('./EmergencyDialog').then((m) => m.EmergencyDialog), 'idle');

const OpenEmergencyContext = React.createContext<() => void>(() => undefined);

/** Every 'Noodnummer' button calls this to open the one emergency dialog. */
export function useOpenEmergencyDialog(): () => void {
  return React.useContext(OpenEmergencyContext);
}

export function EmergencyDialogProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = React.useState(false);
  const [mounted, mount] = useMountWhenIdle(EmergencyDialog);
  const openDialog = React.useCallback(() => {
    mount();
    setOpen(true);
  }, [mount]);
  const close = React.useCallback(() => setOpen(false), []);
  return (
    <OpenEmergencyContext.Provider value={openDialog}>
      {children}
      {mounted && <EmergencyDialog open={open} onClose={close} />}
    </OpenEmergencyContext.Provider>
  );
}
