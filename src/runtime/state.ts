import { PAGE_INTERACTIVE_MARK } from './markers';

function createRuntimeState() {
  const inBrowser = typeof window !== 'undefined';
  let resolveInteractive: () => void = () => undefined;
  return {
    /**
     * The landing page is still being hydrated: a 'never' island that mounts now adopts its server HTML. `gatsby
     * develop` renders in the browser without server HTML, so there is nothing to adopt there.
     */
    firstHydration: inBrowser && process.env.BUILD_STAGE !== 'develop',
    /** Every 'never' and 'load' island's loader: the server render awaits them, the browser fetches them when idle. */
    islandLoaders: new Set<() => Promise<unknown>>(),
    hydrated: false,
    /** 'load' islands mounted and still waiting for their code. */
    pendingIslands: 0,
    /** Resolves once the landing page is interactive (never on the server); optional work waits for it. */
    pageInteractive: new Promise<void>((resolve) => {
      if (inBrowser) resolveInteractive = resolve;
    }),
    interactive: false,
    resolveInteractive: () => resolveInteractive(),
    /** The chain of useMountWhenIdle's mount steps, one idle period each. */
    idleSteps: Promise.resolve(),
  };
}

/**
 * All the runtime's state, created once per page load (on the server once per process, where only the loaders
 * change). Modules read and write it here rather than keeping variables of their own.
 */
export const runtimeState = createRuntimeState();

function markIfInteractive(): void {
  const state = runtimeState;
  if (state.interactive || !state.hydrated || state.pendingIslands !== 0) return;
  state.interactive = true;
  performance.mark(PAGE_INTERACTIVE_MARK);
  state.resolveInteractive();
}

/** Every region of the landing page has hydrated. */
export function noteHydrated(): void {
  runtimeState.hydrated = true;
  markIfInteractive();
}

/** One more (+1) or one fewer (-1) 'load' island waits for its code; returns how many wait. */
export function notePendingIslands(delta: number): number {
  runtimeState.pendingIslands += delta;
  markIfInteractive();
  return runtimeState.pendingIslands;
}
