import * as React from 'react';
import type { GatsbySSR } from 'gatsby';

/** The <template> that holds Gatsby's framework scripts (its `_gatsby-scripts` slice) until the page has painted. */
export const HELD_SCRIPTS_ID = 'scripts-after-paint';

/** What a visitor does that needs the page's code now: the scripts start at once rather than after the paint. */
const START_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'];

/**
 * Starts the held scripts once the page has drawn what it loaded with (the window's load event, then one frame),
 * or at the visitor's first tap or key, whichever comes first. Until then the scripts neither download nor run, so
 * on a slow link they do not compete with the page's largest paint; a tap in the meantime is held and replayed by
 * the early-tap script. Each script is copied out of the template as a new element: a parsed <script> in a
 * <template> never runs, a created one does (inline ones at once, in order; the framework's files async, as Gatsby
 * writes them). The copies keep their text, so the CSP's hashes of the page's inline scripts still match.
 *
 * A timer set in a frame callback runs after that frame is painted. Inlined at the end of <body> as its source text
 * (scriptsAfterPaintSource), so it must stay self-contained, plain ES2017.
 */
export function startScriptsAfterPaint(templateId: string, startEvents: string[]): void {
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
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  startEvents.forEach((type) => addEventListener(type, start, { capture: true, passive: true }));
  if (document.readyState === 'complete') afterNextPaint();
  else addEventListener('load', afterNextPaint, { once: true });
}

/** The inline script that starts the held scripts: startScriptsAfterPaint's own source (the CSP allows it by hash). */
export const scriptsAfterPaintSource = (): string =>
  `(${startScriptsAfterPaint.toString()})(${JSON.stringify(HELD_SCRIPTS_ID)},${JSON.stringify(START_EVENTS)});`;

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
