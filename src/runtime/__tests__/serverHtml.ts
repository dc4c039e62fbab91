import type * as React from 'react';

/**
 * What the server draws for `element`, for a test that hydrates it under jsdom: react-dom/server stays in the runtime
 * (dependency-cruiser), and jsdom lacks the TextEncoder its browser build needs (Node's is the same).
 */
export async function serverHtml(element: React.ReactElement): Promise<string> {
  Object.assign(globalThis, { TextEncoder: (await import('node:util')).TextEncoder });
  const { renderToString } = await import('react-dom/server');
  return renderToString(element);
}
