import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { isSamePage, linkKeyRoutes, reportPageLink, routes, type LinkKeyRoute } from '../lib/routes';
import type { Crumb } from '../lib/breadcrumbs';
import { FormPage } from '../components/common/FormPage';
import { CodePageSeo } from '../components/seo/CodePageSeo';
import { takeLinkKey } from '../components/report/repairLoop/linkKey';
import { island, type Island, withStyleScope } from '../runtime';

/** Made for each route of `linkKeyRoutes` by gatsby/content/createContentPages.ts. */
interface LinkKeyPageContext {
  route: LinkKeyRoute;
}

export const query = graphql`
  query LinkKeyPage($route: String!) {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: $route } }) {
      ...CodePageTexts
    }
  }
`;

interface LinkKeyView {
  /** The code of the page's own part: an island hydrated as soon as its code is there. */
  load: () => Promise<React.ComponentType>;
  /** Its height until then. */
  placeholderHeight: number;
  /** The id of its section (its anchor). */
  sectionId: string;
  breadcrumbs?: readonly Crumb[];
  /** Only the status look-up is listed: residents also find a report there by its reference. */
  indexed?: true;
  /**
   * Without a key in the link (the look-up reached from the site), the part is a form that fetches nothing at once: it
   * hydrates after the page, as the other forms do ('afterInteractive'), and its code is not part of the first load.
   */
  formWithoutKey?: true;
}

const views: Record<LinkKeyRoute, LinkKeyView> = {
  [routes.meldenStatus]: {
    load: () =>
      import(/* webpackChunkName: "report-status" */ '../components/report/ReportStatusLookup').then(
        (m) => m.ReportStatusLookup,
      ),
    placeholderHeight: 420,
    sectionId: 'status-opzoeken',
    breadcrumbs: [reportPageLink],
    indexed: true,
    formWithoutKey: true,
  },
  [routes.meldenStatusWijzigen]: {
    load: () =>
      import(/* webpackChunkName: "report-status-change" */ '../components/report/StatusChangeConfirmation').then(
        (m) => m.StatusChangeConfirmation,
      ),
    placeholderHeight: 420,
    sectionId: 'status-wijzigen',
  },
  [routes.meldenDoorsturen]: {
    load: () =>
      import(/* webpackChunkName: "report-send-on" */ '../components/report/repairLoop/SendOnForm').then(
        (m) => m.SendOnForm,
      ),
    placeholderHeight: 520,
    sectionId: 'doorsturen',
  },
  [routes.aannemer]: {
    load: () =>
      import(/* webpackChunkName: "contractor-job" */ '../components/report/repairLoop/ContractorJob').then(
        (m) => m.ContractorJob,
      ),
    placeholderHeight: 640,
    sectionId: 'opdracht',
  },
  [routes.meldenOpgelost]: {
    load: () =>
      import(/* webpackChunkName: "report-confirmation" */ '../components/report/repairLoop/RepairConfirmation').then(
        (m) => m.RepairConfirmation,
      ),
    placeholderHeight: 480,
    sectionId: 'opgelost',
    breadcrumbs: [reportPageLink],
  },
  [routes.meldenVolgen]: {
    load: () =>
      import(/* webpackChunkName: "known-problems-follower" */ '../components/report/knownProblems/FollowerLinks').then(
        (m) => m.FollowConfirmation,
      ),
    placeholderHeight: 200,
    sectionId: 'volgen',
    breadcrumbs: [reportPageLink],
  },
  [routes.meldenAfmelden]: {
    load: () =>
      import(/* webpackChunkName: "known-problems-follower" */ '../components/report/knownProblems/FollowerLinks').then(
        (m) => m.Unsubscribe,
      ),
    placeholderHeight: 200,
    sectionId: 'afmelden',
    breadcrumbs: [reportPageLink],
  },
  [routes.meldenSamenvoegen]: {
    load: () =>
      import(/* webpackChunkName: "report-merge" */ '../components/report/knownProblems/MergeConfirmation').then(
        (m) => m.MergeConfirmation,
      ),
    placeholderHeight: 520,
    sectionId: 'samenvoegen',
  },
};

const parts = new Map<LinkKeyRoute, Island<object>>();
/** The route's part, made once. */
function partOf(route: LinkKeyRoute, hydrate: 'load' | 'afterInteractive' = 'load'): Island<object> {
  let part = parts.get(route);
  if (!part) {
    const { load, placeholderHeight } = views[route];
    parts.set(route, (part = island(load, { hydrate, placeholderHeight })));
  }
  return part;
}
// Islands are made at module level: on the server all of them (its render awaits their code), in the browser only
// the landing page's, since a 'load' island fetches its code the moment it is made; there the link's key leaves the
// address bar first, before React and any other script. Reached by a client-side navigation, a page makes its part
// at its first render (and its part reads the key itself).
if (typeof window === 'undefined') linkKeyRoutes.forEach((route) => partOf(route));
else {
  const landedOn = linkKeyRoutes.find((route) => isSamePage(window.location.pathname, route));
  if (landedOn) {
    const key = takeLinkKey(landedOn);
    partOf(landedOn, key === null && views[landedOn].formWithoutKey ? 'afterInteractive' : 'load');
  }
}

/**
 * A page a link with a key opens (staff, contractors, residents, from the firm's e-mails): its hero and its own part,
 * which reads the key. Its words are in the route's file in content/pages/.
 */
function LinkKeyPage({ data, pageContext }: PageProps<Queries.LinkKeyPageQuery, LinkKeyPageContext>) {
  const { sectionId, breadcrumbs } = views[pageContext.route];
  const Part = partOf(pageContext.route);
  return (
    <FormPage texts={data.texts} route={pageContext.route} sectionId={sectionId} breadcrumbs={breadcrumbs}>
      {/* eslint-disable-next-line react-hooks/static-components -- made once per route (partOf), never per render */}
      <Part />
    </FormPage>
  );
}

// Hydrates MUI's components: inside the style scope, which the first hydration waits for.
export default withStyleScope(LinkKeyPage);

export function Head({ data, pageContext }: HeadProps<Queries.LinkKeyPageQuery, LinkKeyPageContext>) {
  return <CodePageSeo texts={data.texts} route={pageContext.route} noindex={!views[pageContext.route].indexed} />;
}
