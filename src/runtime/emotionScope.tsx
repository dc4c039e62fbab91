import * as React from 'react';
import { CacheProvider } from '@emotion/react';
import { createBrowserEmotionCache } from './emotion';

// Created when the style scope's code first runs: the server's <style> elements are in <head> by then.
const cache = createBrowserEmotionCache();

/** The browser's one emotion cache, around each style scope (StyleScope). */
export function EmotionScope({ children }: { children: React.ReactNode }) {
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
