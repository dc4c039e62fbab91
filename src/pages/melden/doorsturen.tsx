import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { routes } from '../../lib/routes';
import { FormPage } from '../../components/common/FormPage';
import { CodePageSeo } from '../../components/seo/CodePageSeo';
import { takeLinkKey } from '../../components/report/repairLoop/linkKey';
import { island } from '../../runtime';

export const query = graphql`
  query MeldenDoorsturenPage {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "/melden/doorsturen" } }) {
      ...CodePageTexts
    }
  }
`;

// The link's key leaves the address bar as soon as this page's code runs, before React and any other script.
if (typeof window !== 'undefined') takeLinkKey(routes.meldenDoorsturen);

const SendOnForm = island(
  () =>
    import(/* webpackChunkName: "report-send-on" */ '../../components/report/repairLoop/SendOnForm').then(
      (m) => m.SendOnForm,
    ),
  { hydrate: 'load', placeholderHeight: 520 },
);

/**
 * /melden/doorsturen: the staff send a report on to a contractor, from the button in their e-mail. Its words are in
 * content/pages/melden-doorsturen.md.
 */
export default function MeldenDoorsturenPage({ data }: PageProps<Queries.MeldenDoorsturenPageQuery>) {
  return (
    <FormPage texts={data.texts} route={routes.meldenDoorsturen} sectionId="doorsturen">
      <SendOnForm />
    </FormPage>
  );
}

export function Head({ data }: HeadProps<Queries.MeldenDoorsturenPageQuery>) {
  return <CodePageSeo texts={data.texts} route={routes.meldenDoorsturen} noindex />;
}
