/**
 * The page's JavaScript (Gatsby's runtime, React and the app) starts on the visitor's first sign of intent,
 * not on load. Every page is complete server HTML: it reads, scrolls and links without JavaScript, so the
 * first seconds of a visit belong to the content (no main-thread work while the phone paints the page).
 *
 * - Intent: a pointer moving or pressing, a touch, a key, focus, a scroll or the wheel. On a desktop that
 *   is almost at once; on a phone, the first touch or scroll.
 * - After the load event, in idle time, the bundles are prefetched (downloaded, not run), so the start on
 *   intent runs from the cache. Not with Save-Data.
 * - A control used before React is ready (a button, a form submit) is held and replayed once the page is
 *   interactive: hydrated (`<html data-hydrated>`, see HydratedMarker) with no island still waiting for its
 *   code (`data-pending-islands`, see DeferredIsland). Links work natively meanwhile.
 *
 * Inline at the end of <body> in place of Gatsby's `<script async>` tags (gatsby-ssr's onPreRenderHTML);
 * the server's CSP allows it by its hash.
 */
export const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;

export function startOnIntentScript(bundleSources: readonly string[]): string {
  return `(function(){
var d=document,w=window,h=d.documentElement,src=${JSON.stringify(bundleSources)},ev=${JSON.stringify(INTENT_EVENTS)},o={capture:true,passive:true},started=false,held=null;
function start(){if(started)return;started=true;ev.forEach(function(e){w.removeEventListener(e,start,o)});h.setAttribute('data-js','starting');src.forEach(function(s){var e=d.createElement('script');e.src=s;e.async=true;d.body.appendChild(e)})}
function ready(){return h.getAttribute('data-hydrated')==='true'&&(h.getAttribute('data-pending-islands')||'0')==='0'}
function replay(){if(!held||!ready())return;var a=held;held=null;mo.disconnect();if(a.form)a.form.requestSubmit?a.form.requestSubmit():a.form.submit();else a.el.click()}
var mo=new MutationObserver(replay);
function hold(a){held=a;start();mo.observe(h,{attributes:true,attributeFilter:['data-hydrated','data-pending-islands']});replay()}
ev.forEach(function(e){w.addEventListener(e,start,o)});
d.addEventListener('click',function(e){if(ready())return;var t=e.target&&e.target.closest&&e.target.closest('button,[role="button"],[role="tab"],[role="switch"]');if(!t||t.disabled)return;e.preventDefault();e.stopPropagation();hold({el:t})},true);
d.addEventListener('submit',function(e){if(ready())return;e.preventDefault();e.stopPropagation();hold({form:e.target})},true);
w.addEventListener('load',function(){var c=navigator.connection;if(c&&c.saveData)return;(w.requestIdleCallback||setTimeout)(function(){if(started)return;src.forEach(function(s){var l=d.createElement('link');l.rel='prefetch';l.as='script';l.href=s;d.head.appendChild(l)})})});
})();`;
}
