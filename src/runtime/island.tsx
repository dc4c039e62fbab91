import * as React from 'react';
import { whenIdle } from './idle';
import { lazyComponent } from './lazyComponent';
import { loadInStyleScope } from './styleScope';
import {
  DEFERRED_ISLAND_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  ISLAND_READY_ATTRIBUTE,
  PENDING_ISLANDS_ATTRIBUTE,
  STATIC_ISLAND_ATTRIBUTE,
} from './markers';
import { runtimeState as state } from './state';

export type IslandOptions =
  /** Server HTML adopted on the landing page, never hydrated; code fetched when idle, or for a client-side render. */
  | { hydrate: 'never' }
  /** Server HTML hydrated once its code is there; the code loads alongside hydration, not in the first bundle. */
  | { hydrate: 'load'; placeholderHeight: number }
  /**
   * As 'load', but the code is fetched only when the island comes near the viewport (a carousel below the fold);
   * the page is interactive without it, and a tap on it meanwhile is held until it has hydrated.
   */
  | { hydrate: 'visible'; placeholderHeight: number }
  /**
   * Server HTML that works as HTML meanwhile (inputs take typing), hydrated once the page is interactive and idle: its
   * code is not part of the first load, and the page does not wait for it to count as interactive.
   */
  | { hydrate: 'afterInteractive'; placeholderHeight: number }
  /** Not in the server HTML; fetched at the first sign of use: preload() (on hover, say) or a render. */
  | { hydrate: 'intent' };

export type Island<P> = React.FC<P> & {
  /** Starts loading (once; a failed chunk, e.g. offline or after a new deploy, is tried again next time). */
  preload(): Promise<unknown>;
};

type Mode = IslandOptions['hydrate'];
type ModeRow = readonly [
  code: 'now' | 'idle' | 'seen' | 'asked',
  waitsFor: 'seen' | 'idle' | null,
  serverHtml: 'adopted' | 'hydrated' | 'none',
];

/**
 * The five modes at a glance: island() does what a mode's row says; docs/architecture.md, "Eilanden", says when to use which.
 * - code: when the browser fetches it on the landing page: 'now' (with the page's own code; the page counts as
 *   interactive only once the island has hydrated), 'idle' (once the page is interactive and idle; at once when its
 *   module is evaluated later, on the way to a client-side render), 'seen' (when it comes near the viewport) or 'asked'
 *   (by preload() or a render).
 * - waits for: what its first render in the browser waits for: to be seen, or (on the landing page) the idle time.
 * - server HTML: the server render awaits its code, and the HTML is 'adopted' as it is and never hydrated, or
 *   'hydrated' once its code is there; or the island has 'none'.
 */
// prettier-ignore
const MODES: Record<Mode, ModeRow> = {
  //                code     waits for  server HTML
  never:            ['idle',  null,      'adopted'],
  load:             ['now',   null,      'hydrated'],
  visible:          ['seen',  'seen',    'hydrated'],
  afterInteractive: ['idle',  'idle',    'hydrated'],
  intent:           ['asked', null,      'none'],
};

/**
 * A part of the page whose code is not in the first-load bundle, and how it comes to life (Astro's client:*
 * directives are the model): see MODES and IslandOptions (a mode without settings may be given as its name), and the
 * docs/architecture.md, "Eilanden". Call at module level, where the page, template or component composes it. The props of a
 * 'never' or 'load' island must be serialisable page data.
 */
export function island<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
  mode: IslandOptions | 'never' | 'intent',
): Island<P> {
  const options: IslandOptions = typeof mode === 'string' ? { hydrate: mode } : mode;
  const [code, waitsFor, serverHtml] = MODES[options.hydrate];
  const onServer = typeof window === 'undefined';
  const seen = waitsFor === 'seen' ? visibility() : null;
  // Decided now, not at render: React may reach the island only after the first hydration ended. preload() itself
  // never waits.
  const renderAfter =
    seen?.promise ??
    (waitsFor === 'idle' && !onServer && state.firstHydration
      ? new Promise<void>((resolve) => whenIdle(resolve))
      : undefined);
  // Islands are MUI components as a rule: each comes with the style scope (its code is the first island's).
  const { preload, Content } = lazyComponent(loadInStyleScope(load), renderAfter);
  // The server render awaits the loaders listed here; the browser fetches them when idle (endFirstHydration).
  if (onServer ? serverHtml !== 'none' : code === 'now' || code === 'idle') state.islandLoaders.add(preload);
  if (!onServer && (code === 'now' || (code === 'idle' && !state.firstHydration)))
    void preload().catch(() => undefined);
  if (serverHtml === 'hydrated') {
    const { placeholderHeight } = options as { placeholderHeight: number };
    return Object.assign(deferredIsland(Content, placeholderHeight, { counts: code === 'now', seen }), { preload });
  }
  function Island(props: P) {
    const content = (
      <React.Suspense fallback={null}>
        <Content {...props} />
      </React.Suspense>
    );
    return serverHtml === 'adopted' ? <StaticIsland>{content}</StaticIsland> : content;
  }
  return Object.assign(Island, { preload });
}

/**
 * Server HTML that needs no JavaScript: on the landing page React adopts it as is instead of hydrating it (the
 * 'ssrOnly' technique of react-lazy-hydration), without rendering `children`. Inside there is no React state or
 * handler: links are routed by useInPageNavigation, the few actions use data attributes.
 */
export function StaticIsland({ children }: { children: React.ReactNode }) {
  const [adoptServerHtml] = React.useState(() => state.firstHydration);
  const marker = { [STATIC_ISLAND_ATTRIBUTE]: '', style: { display: 'contents' } };
  if (adoptServerHtml) return <div {...marker} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  return <div {...marker}>{children}</div>;
}

function countPending(delta: number): void {
  document.documentElement.setAttribute(PENDING_ISLANDS_ATTRIBUTE, String(state.noteProgress(delta)));
}

/**
 * React keeps the server HTML inside a Suspense boundary until the code is there, then hydrates it; after a
 * client-side navigation a box of about the right height holds its place meanwhile.
 */
function deferredIsland<P extends object>(
  Content: React.FC<P>,
  placeholderHeight: number,
  /** Whether the page waits for it to count as interactive ('load' only), and when it is seen ('visible'). */
  { counts, seen }: { counts: boolean; seen: Visibility | null },
): React.FC<P> {
  function Hydrated({ onMount }: { onMount: () => void }) {
    React.useEffect(onMount, [onMount]);
    return null;
  }
  return function DeferredIsland(props: P) {
    const counted = React.useRef(false);
    const settled = React.useRef(false);
    const wrapper = React.useRef<HTMLDivElement>(null);
    React.useEffect(() => {
      if (settled.current) return undefined;
      // The page is interactive without an island that waits to be seen or for the idle period.
      if (!counts) return seen?.observe(wrapper.current?.firstElementChild ?? null);
      counted.current = true;
      countPending(1);
      return () => {
        if (!settled.current) countPending(-1);
      };
    }, []);
    const onMount = React.useCallback(() => {
      settled.current = true;
      if (counted.current) countPending(-1);
      // A tap held meanwhile (see holdEarlyTaps) is replayed now.
      wrapper.current?.setAttribute(ISLAND_READY_ATTRIBUTE, '');
    }, []);
    return (
      <div ref={wrapper} {...{ [DEFERRED_ISLAND_ATTRIBUTE]: '' }} style={{ display: 'contents' }}>
        <React.Suspense fallback={<div style={{ minHeight: placeholderHeight }} />}>
          <Content {...props} />
          <Hydrated onMount={onMount} />
        </React.Suspense>
      </div>
    );
  };
}

/** How far ahead of the viewport a 'visible' island starts loading: a flick of the thumb on a slow network. */
const VISIBLE_MARGIN = '400px 0px';

interface Visibility {
  /** Resolves once the island has been near the viewport. */
  promise: Promise<void>;
  /** Watches the island's first element (its server HTML or placeholder); returns the cleanup. */
  observe(element: Element | null): () => void;
}

/** The moment a 'visible' island is first near the viewport: once per island, on any of its mounts. */
function visibility(): Visibility {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return {
    promise,
    observe(element) {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: VISIBLE_MARGIN },
      );
      if (element) observer.observe(element);
      else resolve();
      return () => observer.disconnect();
    },
  };
}

/**
 * Loads the code of every island the server renders, including islands that a loaded island's module defines (a
 * lazy page whose content holds a lazy hero): it goes on until no new loader appears.
 */
export async function preloadIslands(): Promise<void> {
  for (let known = -1; known !== state.islandLoaders.size;) {
    known = state.islandLoaders.size;
    await Promise.all([...state.islandLoaders].map((load) => load()));
  }
}

/**
 * From now on 'never' islands render; their code is fetched once the page is idle, for a later client-side visit.
 * A 'visible' island's code is not (the browser never lists it): it waits until the island is seen.
 */
export function endFirstHydration(): void {
  state.firstHydration = false;
  whenIdle(() => void preloadIslands());
}

/**
 * A Suspense boundary around a region of server HTML: React 18 hydrates such regions after the shell, one after the
 * other in small time-sliced steps, and the region the visitor touches first.
 */
export function HydrationBoundary({ children }: { children: React.ReactNode }) {
  return <React.Suspense fallback={null}>{children}</React.Suspense>;
}

/** Last in the page (regions hydrate in document order): marks <html> hydrated (HYDRATED_ATTRIBUTE) and ends the first hydration. */
export function HydratedMarker() {
  React.useEffect(() => {
    endFirstHydration();
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    state.noteProgress(0, true);
  }, []);
  return null;
}
