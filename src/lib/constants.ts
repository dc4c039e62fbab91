/** Business constants of the specification (section 9). Import them; never retype the numbers. */

export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_TRANSITION_LOCK_MS = 500;
export const MOBILE_BREAKPOINT_PX = 768;
export const TESTIMONIALS_PER_PAGE_DESKTOP = 3;
export const TESTIMONIALS_PER_PAGE_MOBILE = 1;
export const TESTIMONIAL_COUNT = 18;

export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const HASH_SCROLL_DELAY_MS = 100;
export const RECAPTCHA_POLL_MS = 200;
/** How long a form page waits for the reCAPTCHA script before it counts as unavailable. */
export const RECAPTCHA_WAIT_MS = 10_000;

export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;
export const TOAST_HOTKEY = 'F8';

export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const COOKIE_CONSENT_KEY = 'cookie-consent';
export const COOKIE_PREFERENCES_KEY = 'cookie-preferences';
export const SHOW_COOKIE_BANNER_EVENT = 'showCookieBanner';
export const SHOW_COOKIE_SETTINGS_EVENT = 'showCookieSettings';
