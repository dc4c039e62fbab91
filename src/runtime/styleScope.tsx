import * as React from 'react';
import { lazyComponent } from './lazyComponent';
import { runtimeState as state, type Provider } from './state';

const InScope = React.createContext(false);
let scope: ReturnType<typeof lazyComponent<{ children: React.ReactNode }>> | null = null;
const scopeComponent = (load: () => Promise<Provider>) => (scope ??= lazyComponent(load));

/** Starts loading the style scope (once); resolves at once where none is configured (unit tests). */
export function preloadStyleScope(): Promise<unknown> {
  return state.loadStyleScope ? scopeComponent(state.loadStyleScope).preload() : Promise.resolve();
}

/**
 * What MUI's components need around them: the emotion cache and the theme, configured by gatsby-browser and
 * gatsby-ssr (browserRuntime, serverRuntime). Its code is not in the first load: the page shell needs none, every
 * island is in one (island()), and a page that renders MUI components as it hydrates is in one (withStyleScope).
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

/** `Component` rendered inside the style scope. */
function inStyleScope<P extends object>(Component: React.ComponentType<P>): React.FC<P> {
  function InStyleScope(props: P) {
    return (
      <StyleScope>
        <Component {...props} />
      </StyleScope>
    );
  }
  return InStyleScope;
}

/** `Component` inside the style scope, once both have loaded: for an island's loader. */
export function loadInStyleScope<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
): () => Promise<React.ComponentType<P>> {
  return () => Promise.all([load(), preloadStyleScope()]).then(([Component]) => inStyleScope(Component));
}

/**
 * A page that hydrates MUI's components, inside the style scope. Gatsby runs the page's module before React hydrates
 * the landing page, and the first hydration then waits for the scope (browserRuntime): a page that suspended for it
 * would hydrate after the rest of the shell, once the first hydration had ended, and hydrate what it should adopt.
 */
export function withStyleScope<P extends object>(Page: React.ComponentType<P>): React.FC<P> {
  if (typeof window !== 'undefined' && state.firstHydration)
    state.beforeFirstHydration.push(preloadStyleScope().catch(() => undefined));
  return inStyleScope(Page);
}
