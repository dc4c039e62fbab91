import * as React from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { routes } from '../lib/routes';
import type { CodePageSections } from '../lib/content/codePages';
import { codePageTexts } from '../components/content/codePageTexts';
import { Section } from '../components/common/Section';
import { CodePageSeo } from '../components/seo/CodePageSeo';
import { island, withStyleScope } from '../runtime';
import { PageHero } from '../components/common/sharedIslands';

const ReportForm = island(
  () =>
    import(/* webpackChunkName: "form-report" */ '../components/report/reportForm/ReportForm').then(
      (m) => m.ReportForm,
    ),
  { hydrate: 'afterInteractive', placeholderHeight: 2600 },
);
// Static words inside the form's first step: their code stays out of the form's chunk.
const EmergencyGuide = island(
  () =>
    import(/* webpackChunkName: "emergency-guide" */ '../components/emergency/EmergencyGuide').then(
      (m) => m.EmergencyGuide,
    ),
  'never',
);

export const query = graphql`
  query MeldenPage {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "/melden" } }) {
      ...CodePageTexts
    }
  }
`;

/** /melden: residents report a defect; its words are in content/pages/melden.md, the form is code. */
function MeldenPage({ data }: PageProps<Queries.MeldenPageQuery>) {
  const texts = codePageTexts<CodePageSections<typeof routes.melden>>(data.texts, routes.melden);
  return (
    <>
      <PageHero title={texts.title} heading={texts.heading} lead={texts.lead}>
        <Typography component="p" sx={{ mt: 2, color: '#eef3f8' }}>
          Al gemeld?{' '}
          <Link href={routes.meldenStatus} sx={{ color: '#fff', fontWeight: 700 }}>
            Volg uw melding
          </Link>
        </Typography>
      </PageHero>
      <Section id="meldingsformulier" title="Uw melding" interactive>
        <ReportForm texts={texts.sections} urgentGuide={<EmergencyGuide />} />
      </Section>
    </>
  );
}

// Hydrates MUI's components: inside the style scope, which the first hydration waits for.
export default withStyleScope(MeldenPage);

export function Head({ data }: HeadProps<Queries.MeldenPageQuery>) {
  return <CodePageSeo texts={data.texts} route={routes.melden} />;
}
