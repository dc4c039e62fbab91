import * as React from 'react';
import type { GatsbySSR } from 'gatsby';

/** The <template> that holds Gatsby's framework scripts (its `_gatsby-scripts` slice) until the page has painted. */
export const HELD_SCRIPTS_ID = 'scripts-after-paint';

/** What a visitor does that needs the page's code now: the scripts start at once rather than after the paint. */
const START_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'];

/** How long after its load event a page that never reports a paint (a tab in the background) holds its scripts. */
const PAINT_WAIT_LIMIT_MS = 3000;

/**
 * Starts the held scripts once the page has shown what it loaded with, or at the visitor's first tap or key, whichever
 * comes first. Until then the scripts neither download nor run, so on a slow link they do not compete with the page's
 * largest paint; a tap in the meantime is held and replayed by the early-tap script. Each script is copied out of the
 * template as a new element: a parsed <script> in a <template> never runs, a created one does (inline ones at once, in
 * order; the framework's files async, as Gatsby writes them). The copies keep their text, so the CSP's hashes of the
 * page's inline scripts still match.
 *
 * "Shown" is more than the load event and a frame: a large image is decoded off the main thread and the frame that
 * shows it comes up to ~150 ms after the main thread drew it (traces of `/`: scripts requested at 543 ms, hero shown
 * at 688 ms). So the start waits for the load event, every loaded image in the first view decoded (only those can be the
 * largest paint; decoding the rest would hold the scripts for nothing), the first contentful paint reported
 * (the browser reports it once that frame is on screen) and one frame more. A page that never reports a paint (a tab
 * in the background) starts PAINT_WAIT_LIMIT_MS after its load event.
 *
 * Inlined at the end of <body> as its source text (scriptsAfterPaintSource), so it must stay self-contained, ES2017.
 */
export function startScriptsAfterPaint(templateId: string, startEvents: string[], paintWaitLimitMs: number): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    startEvents.forEach((type) => removeEventListener(type, start, true));
    const template = document.getElementById(templateId);
    if (!(template instanceof HTMLTemplateElement)) return;
    template.content.querySelectorAll('script').forEach((held) => {
      const script = document.createElement('script');
      for (let i = 0; i < held.attributes.length; i++)
        script.setAttribute(held.attributes[i].name, held.attributes[i].value);
      script.text = held.text;
      document.body.appendChild(script);
    });
  };
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  const firstPaintReported = new Promise<void>((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || painted()) return resolve();
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint' });
  });
  const afterLoad = () => {
    const inFirstView = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
    };
    const decoded = Array.from(document.images)
      .filter((image) => image.complete && image.naturalWidth > 0 && inFirstView(image))
      .map((image) => image.decode().catch(() => undefined));
    const shown = Promise.all([firstPaintReported, ...decoded]).then(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    const limit = new Promise((resolve) => setTimeout(resolve, paintWaitLimitMs));
    void Promise.race([shown, limit]).then(start);
  };
  startEvents.forEach((type) => addEventListener(type, start, { capture: true, passive: true }));
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}

/**
 * The inline script that starts the held scripts: startScriptsAfterPaint's own source (the CSP allows it by hash). The
 * page gets PAINT_WAIT_LIMIT_MS; a test may wait less.
 */
export const scriptsAfterPaintSource = (paintWaitLimitMs = PAINT_WAIT_LIMIT_MS): string =>
  `(${startScriptsAfterPaint.toString()})(${JSON.stringify(HELD_SCRIPTS_ID)},${JSON.stringify(START_EVENTS)},${paintWaitLimitMs});`;

const isScriptsSlice = (component: React.ReactNode): boolean =>
  React.isValidElement<{ sliceId?: unknown }>(component) && component.props.sliceId === '_gatsby-scripts';

/**
 * Puts Gatsby's scripts slice (the chunk map, the compilation hash, the webpack runtime, framework and app files) in
 * the held template and adds the script that starts them. A page without that slice is left as it is.
 */
export const holdScriptsUntilPainted: GatsbySSR['onPreRenderHTML'] = ({
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const components = getPostBodyComponents();
  if (!components.some(isScriptsSlice)) return;
  replacePostBodyComponents([
    ...components.map((component) =>
      isScriptsSlice(component) ? (
        <template key={HELD_SCRIPTS_ID} id={HELD_SCRIPTS_ID}>
          {component}
        </template>
      ) : (
        component
      ),
    ),
    <script key={`${HELD_SCRIPTS_ID}-start`} dangerouslySetInnerHTML={{ __html: scriptsAfterPaintSource() }} />,
  ]);
};
