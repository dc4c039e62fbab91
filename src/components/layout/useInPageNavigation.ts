import * as React from 'react';
import { navigate } from 'gatsby';
import { isSamePage } from '../../lib/routes';
import { STATIC_ISLAND_ATTRIBUTE } from '../../runtime';
import { scrollToHash, scrollToTop } from './scrollTo';

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Links that stay on the current page (in-page anchors, or a link to the page already open, in header and footer alike)
 * scroll smoothly instead of jumping or reloading; links inside static islands navigate client-side. Listens once on the document, in the capture phase,
 * so it runs before Gatsby's own link handling, which leaves a prevented click alone.
 * Propagation goes on, so menus still close on the click.
 */
export function useInPageNavigation(): void {
  React.useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainLeftClick(event)) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download'))
        return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (!isSamePage(url.pathname, window.location.pathname)) {
        // Links in never-hydrated HTML (static islands) have no Gatsby handler: route them client-side too.
        if (anchor.closest(`[${STATIC_ISLAND_ATTRIBUTE}]`)) {
          event.preventDefault();
          void navigate(`${url.pathname}${url.search}${url.hash}`);
        }
        return;
      }

      if (url.hash && url.hash !== '#') {
        if (scrollToHash(url.hash)) {
          event.preventDefault();
          if (url.hash !== window.location.hash) window.history.pushState(window.history.state, '', url.hash);
        }
        return;
      }
      event.preventDefault();
      scrollToTop();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
