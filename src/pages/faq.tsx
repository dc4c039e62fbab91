import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import Link from '@mui/material/Link';
import { firm } from '../config/firm';
import { slugify } from '../lib/content/blogCategories';
import { groupFaqByTheme, type FaqEntry, type FaqTheme } from '../lib/content/faqThemes';
import { faqPageJsonLd } from '../lib/structuredData';
import { routes } from '../lib/routes';
import { PageHero } from '../components/common/PageHero';
import { Prose, Section } from '../components/common/Section';
import { CallToAction } from '../components/common/CallToAction';
import { Seo } from '../components/seo/Seo';
import { deferredIsland } from '../components/layout/DeferredIsland';

// MUI's Accordion loads after the page; until then the server HTML shows the questions.
const FaqAccordion = deferredIsland(() => import('../components/faq/FaqAccordion').then((m) => m.FaqAccordion), 400);

const TITLE = 'Veelgestelde vragen';
const DESCRIPTION = `Antwoorden van ${firm.name} op vragen over de syndicus, de algemene vergadering, kosten, onderhoud en noodgevallen in mede-eigendom.`;
const TONES = ['plain', 'mist'] as const;

export const query = graphql`
  query FaqPage {
    allMarkdownRemark(filter: { fields: { kind: { eq: "faq" } } }) {
      nodes {
        bodyHtml
        fields {
          slug
        }
        frontmatter {
          question
          theme
          order
        }
      }
    }
  }
`;

/** Questions written in content/faq/, one file each, parsed once into typed entries. */
function toEntries(data: Queries.FaqPageQuery): FaqEntry[] {
  return data.allMarkdownRemark.nodes.map((node) => ({
    id: `faq-${node.fields?.slug ?? ''}`,
    question: node.frontmatter?.question ?? '',
    theme: (node.frontmatter?.theme ?? 'De syndicus') as FaqTheme,
    order: node.frontmatter?.order ?? 1,
    answerHtml: node.bodyHtml,
  }));
}

export default function FaqPage({ data }: PageProps<Queries.FaqPageQuery>) {
  const groups = groupFaqByTheme(toEntries(data));
  return (
    <>
      <PageHero
        title={TITLE}
        lead="Heldere antwoorden op de vragen die mede-eigenaars ons het vaakst stellen: over de syndicus, de algemene vergadering, de financiën en het gebouw."
      />
      {groups.map(({ theme, entries }, index) => (
        <Section key={theme} id={slugify(theme)} title={theme} tone={TONES[index % 2]} interactive>
          <FaqAccordion entries={entries} />
        </Section>
      ))}
      <Section title="Staat uw vraag er niet bij?" tone="sand">
        <Prose>
          <p>
            Deze antwoorden geven algemene informatie en vervangen geen advies over uw specifieke situatie. Neem gerust{' '}
            <Link href={routes.contact}>contact</Link> met ons op of lees meer over het beheer van mede-eigendommen op
            onze <Link href={routes.blog}>blog</Link>.
          </p>
        </Prose>
      </Section>
      <CallToAction />
    </>
  );
}

export function Head({ data }: HeadProps<Queries.FaqPageQuery>) {
  const entries = groupFaqByTheme(toEntries(data)).flatMap((g) => g.entries);
  return (
    <Seo
      title={TITLE}
      description={DESCRIPTION}
      path={routes.faq}
      breadcrumb={{ name: TITLE }}
      jsonLd={[faqPageJsonLd(entries)]}
    />
  );
}
