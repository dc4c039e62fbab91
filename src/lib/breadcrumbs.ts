import { type NavLink, serviceNav } from './routes';

/** One step of a breadcrumb trail. */
export interface Crumb {
  label: string;
  to: string;
}

function findAncestors(path: string, nav: readonly NavLink[]): Crumb[] | null {
  for (const link of nav) {
    if (link.to === path) return [];
    const below = findAncestors(path, link.children ?? []);
    if (below) return [{ label: link.label, to: link.to }, ...below];
  }
  return null;
}

/**
 * The pages above `path` in the service navigation, top first: Residentieel for its two sub-pages, nothing
 * for any other page. Breadcrumbs follow the menu, so the hierarchy is defined once (routes.ts).
 */
export function navAncestors(path: string, nav: readonly NavLink[] = serviceNav): Crumb[] {
  return findAncestors(path, nav) ?? [];
}
