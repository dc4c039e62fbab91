import { createHash } from 'node:crypto';
import { LOCAL_CMS_ORIGINS } from '../../src/lib/cms/localCms';

export interface CspOptions {
  recaptcha: boolean;
  analytics: boolean;
  /** 'sha256-…' sources for the inline scripts of the page being served. */
  scriptHashes?: readonly string[];
}

export type CspDirectives = Record<string, string[]>;

const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
};

/**
 * The office map on /contact is Google's keyless embed, framed only after functional-cookie consent.
 * Only framing: no script or connection to Google is allowed for it.
 */
const MAPS_FRAME = ['https://www.google.com/maps', 'https://www.google.com/maps/'];

const ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/**
 * Only what the site uses: its own origin, Google Maps in a frame, plus Google's reCAPTCHA and Analytics
 * hosts when configured.
 * Styles allow inline because emotion and gatsby-plugin-image write style attributes and tags;
 * scripts never do: Gatsby's own inline scripts are allowed one by one, by hash.
 */
export function cspDirectives({ recaptcha, analytics, scriptHashes = [] }: CspOptions): CspDirectives {
  const pick = (key: 'script' | 'connect' | 'frame' | 'img') => [
    ...(recaptcha && key in RECAPTCHA ? RECAPTCHA[key as keyof typeof RECAPTCHA] : []),
    ...(analytics && key in ANALYTICS ? ANALYTICS[key as keyof typeof ANALYTICS] : []),
  ];
  const frames = [...pick('frame'), ...MAPS_FRAME];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((h) => `'${h}'`), ...pick('script')],
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: the previews of the photos a resident picks on /melden, made in the browser.
    'img-src': ["'self'", 'data:', 'blob:', ...pick('img')],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...pick('connect')],
    'frame-src': frames,
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
}

/**
 * The CMS at /admin/ (Decap CMS) has a policy of its own: its bundle compiles its config validators at run time
 * ('unsafe-eval'), it talks to GitHub's API (or, on a writer's computer, to decap-server) and shows GitHub avatars
 * and uploaded images as blobs. None of this is allowed on the public pages. decap-server (the local backend) is
 * only reachable outside production: the live CMS never uses it.
 */
export function cmsCspDirectives({ localBackend }: { localBackend: boolean }): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https://avatars.githubusercontent.com',
      'https://raw.githubusercontent.com',
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'blob:', 'https://api.github.com', ...(localBackend ? LOCAL_CMS_ORIGINS : [])],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
}

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/** 'sha256-…' sources for every executable inline script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK_TYPE.test(attributes) || body.length === 0) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self)';
