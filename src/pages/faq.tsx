import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { slugify } from '../lib/content/blogCategories';
import { groupFaqByTheme, type FaqEntry, type FaqTheme } from '../lib/content/faqThemes';
import { faqPageJsonLd } from '../lib/structuredData';
import { routes } from '../lib/routes';
import { Section } from '../components/common/Section';
import { codePageTexts } from '../components/content/codePageTexts';
import { CodePageSeo } from '../components/seo/CodePageSeo';
import { withStyleScope } from '../runtime';
import { FaqAccordion } from '../components/faq/FaqAccordion';
import { ContentBlocks, PageHero } from '../components/common/sharedIslands';

const TONES = ['plain', 'mist'] as const;

export const query = graphql`
  query FaqPage {
    texts: markdownRemark(fields: { kind: { eq: "page" }, path: { eq: "/faq" } }) {
      ...CodePageTexts
    }
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

/** /faq: the questions are in content/faq/, the page's own words in content/pages/faq.md. */
function FaqPage({ data }: PageProps<Queries.FaqPageQuery>) {
  const groups = groupFaqByTheme(toEntries(data));
  const texts = codePageTexts(data.texts, routes.faq);
  return (
    <>
      <PageHero title={texts.title} heading={texts.heading} lead={texts.lead} />
      {groups.map(({ theme, entries }, index) => (
        // Static: the questions open by the page's inline script (faqDisclosure.ts), not by React.
        <Section key={theme} id={slugify(theme)} title={theme} tone={TONES[index % 2]}>
          <FaqAccordion entries={entries} />
        </Section>
      ))}
      <ContentBlocks blocks={texts.blocks} html={texts.html} />
    </>
  );
}

// Hydrates MUI's components: inside the style scope, which the first hydration waits for.
export default withStyleScope(FaqPage);

export function Head({ data }: HeadProps<Queries.FaqPageQuery>) {
  const entries = groupFaqByTheme(toEntries(data)).flatMap((g) => g.entries);
  return <CodePageSeo texts={data.texts} route={routes.faq} breadcrumb jsonLd={[faqPageJsonLd(entries)]} />;
}
