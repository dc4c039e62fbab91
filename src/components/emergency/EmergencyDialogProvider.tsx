import * as React from 'react';
import { EmergencyDialog } from './EmergencyDialog';

const OpenEmergencyContext = React.createContext<() => void>(() => undefined);

/** Every 'Noodnummer' button calls this to open the one emergency dialog. */
export function useOpenEmergencyDialog(): () => void {
  return React.useContext(OpenEmergencyContext);
}

export function EmergencyDialogProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = React.useState(false);
  const openDialog = React.useCallback(() => setOpen(true), []);
  return (
    <OpenEmergencyContext.Provider value={openDialog}>
      {children}
      <EmergencyDialog open={open} onClose={() => setOpen(false)} />
    </OpenEmergencyContext.Provider>
  );
}
