import * as React from 'react';
import { routes } from '../../../lib/routes';
import { reportStatusPageTexts } from '../../../lib/messages/dutchMessages';
import { Section } from '../../../components/common/Section';
import { PageHero } from '../../../components/common/sharedIslands';
import { Seo } from '../../../components/seo/Seo';
import { island } from '../../../runtime';

const texts = reportStatusPageTexts.change;

const StatusChangeConfirmation = island(
  () =>
    import(/* webpackChunkName: "report-status-change" */ '../../../components/report/StatusChangeConfirmation').then(
      (m) => m.StatusChangeConfirmation,
    ),
  { hydrate: 'load', placeholderHeight: 420 },
);

/** /melden/status/wijzigen: the staff confirm a status change from the button in their e-mail. */
export default function MeldenStatusWijzigenPage() {
  return (
    <>
      <PageHero title={texts.title} lead={texts.lead} />
      <Section id="status-wijzigen" title="Bevestigen" interactive>
        <StatusChangeConfirmation />
      </Section>
    </>
  );
}

export function Head() {
  return <Seo title={texts.seoTitle} description={texts.description} path={routes.meldenStatusWijzigen} noindex />;
}
