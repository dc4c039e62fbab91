import * as React from 'react';
import type { Crumb } from '../../lib/breadcrumbs';
import type { CODE_PAGE_SECTIONS, CodePageSections } from '../../lib/content/codePages';
import { codePageTexts } from '../content/codePageTexts';
import { Section } from './Section';
import { PageHero } from './sharedIslands';

type SectionsRoute = keyof typeof CODE_PAGE_SECTIONS;
type FormFraming = { title: string; intro?: string };
/** The code pages with a `form` section: the heading above the page's own part. */
export type FormPageRoute = {
  [R in SectionsRoute]: CodePageSections<R> extends { form: FormFraming } ? R : never;
}[SectionsRoute];

interface FormPageProps {
  /** The page query's `texts`, read with the CodePageTexts fragment. */
  texts: Queries.CodePageTextsFragment | null | undefined;
  route: FormPageRoute;
  /** The id of the section around the page's own part (its anchor). */
  sectionId: string;
  /** Ancestors shown in the hero's breadcrumbs, Home excluded. */
  breadcrumbs?: readonly Crumb[];
  /** The page's own part: its island. */
  children: React.ReactNode;
}

/**
 * A page that is its hero and one part of its own (a form, a confirmation) under the heading of `sections.form`;
 * the words come from the page's file in content/pages/.
 */
export function FormPage({ texts, route, sectionId, breadcrumbs, children }: FormPageProps) {
  const { title, heading, lead, sections } = codePageTexts<{ form: FormFraming }>(texts, route);
  return (
    <>
      <PageHero title={title} heading={heading} lead={lead} breadcrumbs={breadcrumbs} />
      <Section id={sectionId} title={sections.form.title} intro={sections.form.intro} interactive>
        {children}
      </Section>
    </>
  );
}
