import * as React from 'react';
import { routes } from '../../lib/routes';
import type { Office } from '../../lib/offices';
import { PageHero } from '../common/sharedIslands';
import { Section } from '../common/Section';
import { MarkdownBody } from '../content/MarkdownBody';
import { HowToApply } from './HowToApply';
import { VacancyFacts } from './VacancyFacts';

interface VacancyPageProps {
  /** The job title, also the page's <h1>. */
  title: string;
  lead: string;
  office: Office;
  hours: string;
  validThrough: string;
  /** The job ad written in Markdown: the job, tasks, profile and offer. */
  html: string;
}

/** The page of one vacancy: the ad, then how to apply. */
export function VacancyPage({ title, lead, office, hours, validThrough, html }: VacancyPageProps) {
  return (
    <>
      <PageHero title={title} breadcrumbs={[{ label: 'Vacatures', to: routes.vacatures }]} lead={lead}>
        <VacancyFacts office={office} hours={hours} validThrough={validThrough} />
      </PageHero>
      <Section id="de-functie" title="De functie">
        <MarkdownBody html={html} />
      </Section>
      <HowToApply jobTitle={title} office={office} />
    </>
  );
}
