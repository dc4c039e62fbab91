import * as React from 'react';
import { routes } from '../../lib/routes';
import { reportStatusPageTexts } from '../../lib/messages/dutchMessages';
import { Section } from '../../components/common/Section';
import { PageHero } from '../../components/common/sharedIslands';
import { Seo } from '../../components/seo/Seo';
import { island } from '../../runtime';

const texts = reportStatusPageTexts.lookup;

const ReportStatusLookup = island(
  () =>
    import(/* webpackChunkName: "report-status" */ '../../components/report/ReportStatusLookup').then(
      (m) => m.ReportStatusLookup,
    ),
  { hydrate: 'load', placeholderHeight: 420 },
);

/** /melden/status: a resident follows a report with its reference and address, or the private link from the e-mails. */
export default function MeldenStatusPage() {
  return (
    <>
      <PageHero
        title={texts.title}
        lead={texts.lead}
        breadcrumbs={[{ label: 'Een defect melden', to: routes.melden }]}
      />
      <Section id="status-opzoeken" title={texts.formTitle} interactive>
        <ReportStatusLookup />
      </Section>
    </>
  );
}

export function Head() {
  return <Seo title={texts.seoTitle} description={texts.description} path={routes.meldenStatus} />;
}
