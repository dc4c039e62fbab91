import * as React from 'react';

/** The footer's id: the last of the page's content, and the element the first paint waits for. */
export const SITE_FOOTER_ID = 'site-footer';

/**
 * Keeps the browser from painting the page before it has parsed it up to the end of the footer. On a slow phone or
 * link the parser stops between chunks of the HTML, and the browser paints what it has: a banner with half its text,
 * a header row with half its links, which the rest then moves (layout shifts before any script runs). The page's
 * HTML is one response of ~17 KB compressed that the first paint needs anyway for its CSS; the scripts come after.
 * Browsers without `rel=expect` ignore the link and paint as before.
 */
export const paintOnceParsedLink = (
  <link key="paint-once-parsed" rel="expect" href={`#${SITE_FOOTER_ID}`} {...{ blocking: 'render' }} />
);
