/**
 * Debian's Chromium, started the way this machine needs: no sandbox as root, and no background
 * networking (the network is closed, and Chromium would otherwise keep trying to reach Google).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
