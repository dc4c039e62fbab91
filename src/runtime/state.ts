import type * as React from 'react';
import { PAGE_INTERACTIVE_MARK } from './markers';

/** A component that only puts a context around its children: the style scope and the theme's provider. */
export type Provider = React.ComponentType<{ children: React.ReactNode }>;

const inBrowser = typeof window !== 'undefined';

/** All the runtime's state: one instance per page load (on the server one per process, where only the loaders change). */
class RuntimeState {
  /**
   * The landing page is still being hydrated: a 'never' island that mounts now adopts its server HTML. `gatsby
   * develop` renders in the browser without server HTML, so there is nothing to adopt there.
   */
  firstHydration = inBrowser && process.env.BUILD_STAGE !== 'develop';
  /**
   * Every 'never' and 'load' island's loader, and on the server every 'visible' one: the server render awaits them,
   * the browser fetches them when idle.
   */
  readonly islandLoaders = new Set<() => Promise<unknown>>();
  /** Loads StyleScope's providers (the emotion cache and the theme); set by browserRuntime and serverRuntime. */
  loadStyleScope: (() => Promise<Provider>) | null = null;
  /** What the landing page's hydration waits for: the style scope of a page that hydrates MUI (withStyleScope). */
  readonly beforeFirstHydration: Promise<unknown>[] = [];
  private hydrated = false;
  /** 'load' islands mounted and still waiting for their code. */
  private pendingIslands = 0;
  private resolveInteractive: (() => void) | null = null;
  /** Resolves once the landing page is interactive (never on the server); optional work waits for it. */
  readonly pageInteractive = new Promise<void>((resolve) => {
    if (inBrowser) this.resolveInteractive = resolve;
  });

  /** HydratedMarker: every region has hydrated (`hydrated`), or a 'load' island more (+1) or less (-1) waits. */
  noteProgress(pendingDelta: number, hydrated = this.hydrated): number {
    this.hydrated = hydrated;
    this.pendingIslands += pendingDelta;
    if (this.hydrated && this.pendingIslands === 0 && this.resolveInteractive) {
      performance.mark(PAGE_INTERACTIVE_MARK);
      this.resolveInteractive();
      this.resolveInteractive = null;
    }
    return this.pendingIslands;
  }
}

export const runtimeState = new RuntimeState();
