import * as React from 'react';
// The status pages' name for it, which the repair loop's links share (LINK_FRAGMENT_KEY, asserted in the test). Not
// from reportStatus.ts: its zod schemas would come into the first load of every page that reads a key.
import { STATUS_LINK_PARAMS } from '../../../lib/reports/statusLinks';
import { isSamePage } from '../../../lib/routes';

const LINK_FRAGMENT_KEY = STATUS_LINK_PARAMS.token;
const storageKey = (page: string) => `${LINK_FRAGMENT_KEY}:${page}`;

function stored(page: string, storage: Storage): string | null {
  try {
    return storage.getItem(storageKey(page));
  } catch {
    return null;
  }
}

/**
 * The key of a signed link (`<page>#sleutel=…`). On the page the link opens, it comes off the address bar first (so
 * no script, bookmark or copied address holds it) and into this tab's sessionStorage for that page, so a reload still
 * works. Returns the key, from the address or from that storage; null when there is none. Safe to call more than once.
 */
export function takeLinkKey(page: string, win: Window = window): string | null {
  const { location, history } = win;
  if (!isSamePage(location.pathname, page)) return null;
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  if (!fragment.has(LINK_FRAGMENT_KEY)) return stored(page, win.sessionStorage);
  const key = fragment.get(LINK_FRAGMENT_KEY)?.trim() ?? '';
  fragment.delete(LINK_FRAGMENT_KEY);
  const rest = fragment.toString();
  history.replaceState(history.state, '', `${location.pathname}${location.search}${rest ? `#${rest}` : ''}`);
  if (!key) return stored(page, win.sessionStorage);
  try {
    win.sessionStorage.setItem(storageKey(page), key);
  } catch {
    // Storage refused (private mode): the key still works until the page is left.
  }
  return key;
}

/** The page's link key once the browser has read it: undefined before (the server HTML), then the key or null. */
export function useLinkKey(page: string): string | null | undefined {
  const [key, setKey] = React.useState<string | null | undefined>(undefined);
  React.useEffect(() => {
    const key = takeLinkKey(page);
    React.startTransition(() => setKey(key));
  }, [page]);
  return key;
}
