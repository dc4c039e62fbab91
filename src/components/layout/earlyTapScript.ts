import { COOKIE_EVENTS_LISTENED_ATTRIBUTE, OPEN_COOKIE_SETTINGS_SELECTOR } from '../../lib/cookieEvents';
import { DEFERRED_ISLAND_ATTRIBUTE, ISLAND_READY_ATTRIBUTE, REACT_STARTED_ATTRIBUTE } from './interactionReadiness';

/** What a visitor can press that is not a link. */
export const HELD_CONTROLS = 'button,[role="button"],[role="tab"],[role="switch"]';
/** Controls that one document-level listener of the cookie banner handles (their markup is never hydrated). */
const COOKIE_CONTROLS = `${OPEN_COOKIE_SETTINGS_SELECTOR},[data-cookie-action]`;

const q = JSON.stringify;

/**
 * No tap lost while the page starts. Gatsby's scripts load as it emits them (`<script async>`), and React
 * hydrates as a transition; from the moment its root exists React handles a tap itself, hydrating the region
 * under the finger first. What it cannot answer yet is held here: a click on a button, tab or switch (or a form
 * submit) made before React runs, inside a deferred island whose code is still on its way, or on a cookie
 * control before the banner listens. The latest such action is replayed once, as soon as what it waits for is
 * there: the event-replay idea of Angular's and Qwik's event contracts, in 1 KB. Links are never held: they
 * work natively from the first paint. Inline in <head>, before any content; the CSP allows it by its hash.
 */
export const earlyTapScript = `(function(){
var d=document,h=d.documentElement,held=null;
function waiting(el){return !h.hasAttribute(${q(REACT_STARTED_ATTRIBUTE)})||!!el.closest(${q(`[${DEFERRED_ISLAND_ATTRIBUTE}]:not([${ISLAND_READY_ATTRIBUTE}])`)})||(!!el.closest(${q(COOKIE_CONTROLS)})&&!h.hasAttribute(${q(COOKIE_EVENTS_LISTENED_ATTRIBUTE)}))}
function replay(){if(!held||waiting(held.el))return;var a=held;held=null;mo.disconnect();if(a.form)a.form.requestSubmit?a.form.requestSubmit():a.form.submit();else a.el.click()}
var mo=new MutationObserver(replay);
function hold(e,a){e.preventDefault();e.stopPropagation();held=a;mo.observe(h,{attributes:true,subtree:true,attributeFilter:${q([REACT_STARTED_ATTRIBUTE, ISLAND_READY_ATTRIBUTE, COOKIE_EVENTS_LISTENED_ATTRIBUTE])}})}
d.addEventListener('click',function(e){var t=e.target&&e.target.closest&&e.target.closest(${q(HELD_CONTROLS)});if(t&&!t.disabled&&waiting(t))hold(e,{el:t})},true);
d.addEventListener('submit',function(e){if(waiting(e.target))hold(e,{el:e.target,form:e.target})},true);
})();`;
