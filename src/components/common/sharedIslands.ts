import { island } from '../../runtime';

/**
 * The 'never' islands that several pages, templates and island contents compose, each declared once. Webpack makes a
 * chunk for every import() call and Gatsby counts those chunks when it decides what every page shares: declared per
 * page, the hero's MUI code became "common" and came with the FAQ accordion's first load.
 */
export const PageHero = island(() => import('./PageHero').then((m) => m.PageHero), 'never');
export const CallToAction = island(() => import('./CallToAction').then((m) => m.CallToAction), 'never');
export const ThankYou = island(() => import('./ThankYou').then((m) => m.ThankYou), 'never');
export const ContentBlocks = island(() => import('../content/ContentPage').then((m) => m.ContentBlocks), 'never');
