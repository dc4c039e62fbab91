import { COOKIE_CONSENT_KEY } from '../../lib/constants';

/**
 * Inline in <head>: marks <html> when a cookie choice is already stored, so CSS hides the
 * server-rendered banner before first paint. The server's CSP allows it by its hash.
 */
export const consentHintScript = `try{if(localStorage.getItem(${JSON.stringify(COOKIE_CONSENT_KEY)}))document.documentElement.setAttribute('data-cookie-consent','')}catch(e){}`;
