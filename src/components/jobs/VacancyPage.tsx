import * as React from 'react';
import { routes } from '../../lib/routes';
import { PageHero } from '../common/PageHero';
import { Prose, Section } from '../common/Section';
import { BulletList } from './BulletList';
import { HowToApply } from './HowToApply';
import { VacancyFacts } from './VacancyFacts';

interface VacancyPageProps {
  /** The job title, also the page's <h1>. */
  title: string;
  lead: string;
  tasks: readonly string[];
  profile: readonly string[];
  offer: readonly string[];
  /** "De functie": the job described in a few paragraphs. */
  children: React.ReactNode;
}

/** The page of one vacancy: the job, tasks, profile and offer, then how to apply. */
export function VacancyPage({ title, lead, tasks, profile, offer, children }: VacancyPageProps) {
  return (
    <>
      <PageHero title={title} breadcrumbs={[{ label: 'Vacatures', to: routes.vacatures }]} lead={lead}>
        <VacancyFacts />
      </PageHero>

      <Section title="De functie">
        <Prose>{children}</Prose>
      </Section>

      <Section title="Uw taken" tone="mist">
        <BulletList items={tasks} />
      </Section>

      <Section title="Uw profiel">
        <BulletList items={profile} />
      </Section>

      <Section title="Ons aanbod" tone="mist">
        <BulletList items={offer} />
      </Section>

      <HowToApply jobTitle={title} />
    </>
  );
}
