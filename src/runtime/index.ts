/**
 * The speed runtime, for pages, templates and components: which parts of a page are islands and how they come to
 * life, plus the few hooks around them. gatsby-browser and gatsby-ssr use ./browser and ./server (kept out of this
 * barrel so the browser bundle never meets react-dom/server); the browser tests read ./markers.
 */
export { island, StaticIsland, HydrationBoundary, HydratedMarker, type Island, type IslandOptions } from './island';
export { useHydrated, hydratedMark } from './hooks';
export { whenIdle } from './idle';
export { StyleScope, withStyleScope } from './styleScope';
export {
  ANSWERED_INLINE_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  STATIC_ISLAND_ATTRIBUTE,
  WAITING_ISLAND_SELECTOR,
} from './markers';
