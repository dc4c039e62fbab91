import * as React from 'react';
import { lazyComponent } from './lazyComponent';
import { runtimeState as state } from './state';

type Scope = React.ComponentType<{ children: React.ReactNode }>;

const InScope = React.createContext(false);
let scope: ReturnType<typeof lazyComponent<{ children: React.ReactNode }>> | null = null;
const scopeComponent = (load: () => Promise<Scope>) => (scope ??= lazyComponent(load));

/** Starts loading the style scope (once); resolves at once where none is configured (unit tests). */
export function preloadStyleScope(): Promise<unknown> {
  return state.loadStyleScope ? scopeComponent(state.loadStyleScope).preload() : Promise.resolve();
}

/**
 * What MUI's components need around them: the emotion cache and the theme, configured by gatsby-browser and
 * gatsby-ssr (browserRuntime, serverRuntime). Its code is not in the first load: the page shell needs none, every
 * island is in one (island()), and a page or component that renders MUI components as it hydrates wraps them in this.
 * Until the scope's code is there, React keeps the server HTML of what it wraps; a scope inside another adds nothing.
 */
export function StyleScope({ children }: { children: React.ReactNode }) {
  const inScope = React.useContext(InScope);
  if (inScope || !state.loadStyleScope) return <>{children}</>;
  const { Content } = scopeComponent(state.loadStyleScope);
  return (
    <InScope.Provider value>
      <Content>{children}</Content>
    </InScope.Provider>
  );
}

/** `Component` inside the style scope, once both have loaded: for an island's loader. */
export function loadInStyleScope<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
): () => Promise<React.ComponentType<P>> {
  return () =>
    Promise.all([load(), preloadStyleScope()]).then(([Component]) => {
      function InStyleScope(props: P) {
        return (
          <StyleScope>
            <Component {...props} />
          </StyleScope>
        );
      }
      return InStyleScope;
    });
}
