import * as React from 'react';

/**
 * Whether the page the visitor landed on is still being hydrated. Static islands that mount then keep
 * their server-rendered HTML; islands that mount later (client-side navigation) render normally.
 */
let firstHydration = typeof window !== 'undefined';

export function endFirstHydration(): void {
  firstHydration = false;
}

/**
 * Server-rendered content that needs no JavaScript: on the page a visitor lands on, React adopts its HTML
 * as is instead of hydrating it (the 'ssrOnly' technique of react-lazy-hydration). That removes most of
 * the main-thread work of a first visit. Inside an island there is no React state or event handler:
 * internal links are routed by the document-level handler (useInPageNavigation) and the few actions
 * use data attributes (e.g. data-open-cookie-settings).
 */
export function StaticIsland({ children }: { children: React.ReactNode }) {
  const [adoptServerHtml] = React.useState(() => firstHydration);
  if (adoptServerHtml) {
    return <div data-static-island="" style={{ display: 'contents' }} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  }
  return (
    <div data-static-island="" style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/** A component whose whole output is a static island (see StaticIsland). */
export function withStaticIsland<P extends object>(Content: React.ComponentType<P>): React.FC<P> {
  function Static(props: P) {
    return (
      <StaticIsland>
        <Content {...props} />
      </StaticIsland>
    );
  }
  Static.displayName = `Static(${Content.displayName ?? Content.name})`;
  return Static;
}
