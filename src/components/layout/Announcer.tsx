import * as React from 'react';

const AnnounceContext = React.createContext<(message: string) => void>(() => undefined);

/** Speaks a short message to screen-reader users through the polite live region. */
export function useAnnounce(): (message: string) => void {
  return React.useContext(AnnounceContext);
}

/**
 * The site's polite announcement region (Gatsby adds its own for route changes).
 * Clearing first makes a repeated message be read again.
 */
export function AnnouncerProvider({ children }: { children: React.ReactNode }) {
  const [message, setMessage] = React.useState('');
  const announce = React.useCallback((next: string) => {
    setMessage('');
    window.setTimeout(() => setMessage(next), 50);
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div aria-live="polite" aria-atomic="true" className="visually-hidden" data-testid="announcer">
        {message}
      </div>
    </AnnounceContext.Provider>
  );
}
