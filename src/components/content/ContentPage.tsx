import * as React from 'react';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EMERGENCY_WARNING } from '../../lib/messages/emergencyMessages';
import { nonUrgentPhone } from '../../lib/offices';
import type { PageBlock } from '../../lib/content/pageBlocks';
import { slugify } from '../../lib/content/blogCategories';
import { splitSections } from '../../lib/content/pageSections';
import { CallToAction } from '../common/CallToAction';
import { PageHero } from '../common/PageHero';
import { CheckList } from '../common/CheckList';
import { EmergencyNumberLink } from '../common/EmergencyNumberLink';
import type { Crumb } from '../../lib/breadcrumbs';
import { ProseWithIllustration } from '../common/ProseWithIllustration';
import { Section } from '../common/Section';
import { StatFigures } from '../common/StatFigures';
import { TextCardGrid } from '../common/TextCardGrid';
import { WhyChooseUsSection } from '../common/WhyChooseUsSection';
import { OfficeCards } from '../offices/OfficeCards';
import { MarkdownBody } from './MarkdownBody';
import { TextWithLinks } from '../common/TextWithLinks';
import { CARD_ICON_COMPONENTS } from './cardIcons';
import { EmergencyGuide } from '../emergency/EmergencyGuide';
import { VacancyList, type VacancySummary } from './VacancyList';

export interface ContentPageProps {
  title: string;
  /** The <h1> when it differs from the title (soft hyphens). */
  heading?: string;
  /** The pages above this one in the navigation, for the breadcrumbs. */
  ancestors: readonly Crumb[];
  lead: string;
  blocks: readonly PageBlock[];
  /** The Markdown body as HTML, firm tokens filled in; prose blocks show its `##` sections. */
  html: string;
  /** The page's drawings by name (src/images/illustrations), rasterised for gatsby-plugin-image. */
  illustrations: Readonly<Record<string, IGatsbyImageData>>;
}

export interface ContentBlocksProps {
  blocks: readonly PageBlock[];
  html: string;
  illustrations?: ContentPageProps['illustrations'];
  /** For a vacancies block (only on /vacatures). */
  vacancies?: readonly VacancySummary[];
}

function InternalButton({ link }: { link: { label: string; to: string } }) {
  return (
    <Button variant="outlined" href={link.to}>
      {link.label}
    </Button>
  );
}

/** A writer's sentence, then an inline link that ends it. */
function SentenceWithLink({ text, link }: { text?: string; link?: { label: string; to: string } }) {
  return (
    <>
      {text}
      {link && (
        <>
          {text ? ' ' : null}
          <Link href={link.to} underline="always">
            {link.label}
          </Link>
          .
        </>
      )}
    </>
  );
}

type AsideBlock = Extract<PageBlock, { type: 'callout' | 'emergency' }>;
const isAside = (block: PageBlock): block is AsideBlock => block.type === 'callout' || block.type === 'emergency';

/** A callout or the emergency note: shown inside the band of the block before it, so it reads as part of it. */
function Aside({ block }: { block: AsideBlock }) {
  if (block.type === 'emergency')
    return (
      <Paper
        variant="outlined"
        sx={{ p: 3, mt: 3, maxWidth: '72ch', borderLeft: 4, borderLeftColor: 'secondary.main' }}
      >
        {block.withGuide && (
          <Box sx={{ mb: 2 }}>
            <EmergencyGuide />
          </Box>
        )}
        <Typography>
          {block.text} <EmergencyNumberLink />. {EMERGENCY_WARNING}
          {block.nonUrgentText && (
            <>
              {' '}
              {block.nonUrgentText}{' '}
              <Link href={nonUrgentPhone.href} underline="always">
                {nonUrgentPhone.display}
              </Link>
              {block.closingText && (
                <>
                  {' '}
                  <TextWithLinks text={block.closingText} />
                </>
              )}
              .
            </>
          )}
        </Typography>
      </Paper>
    );
  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3, maxWidth: '72ch' }}>
      <Typography variant="h3" sx={{ mb: 1 }}>
        {block.title}
      </Typography>
      <Typography sx={{ mb: block.link ? 2 : 0 }}>{block.text}</Typography>
      {block.link && <InternalButton link={block.link} />}
    </Paper>
  );
}

function Block({
  block,
  asides,
  sections,
  illustrations,
  vacancies,
}: {
  block: PageBlock;
  asides: readonly AsideBlock[];
  sections: Map<string, string>;
  illustrations: ContentPageProps['illustrations'];
  vacancies: readonly VacancySummary[];
}) {
  const extra = asides.map((aside, index) => <Aside key={index} block={aside} />);
  switch (block.type) {
    case 'prose': {
      const body = <MarkdownBody html={sections.get(block.section) ?? ''} />;
      const image = block.illustration ? illustrations[block.illustration] : undefined;
      return (
        <Section id={block.id ?? slugify(block.section)} title={block.section} tone={block.tone}>
          {image ? (
            <ProseWithIllustration illustration={<GatsbyImage image={image} alt={block.illustrationAlt ?? ''} />}>
              {body}
            </ProseWithIllustration>
          ) : (
            body
          )}
          {extra}
        </Section>
      );
    }
    case 'cards':
      return (
        <Section id={block.id ?? slugify(block.title)} title={block.title} intro={block.intro} tone={block.tone}>
          <TextCardGrid
            cards={block.cards.map((card) => ({ ...card, Icon: card.icon && CARD_ICON_COMPONENTS[card.icon] }))}
            size={{ xs: 12, sm: 6, md: 12 / (block.columns ?? 3) }}
            numbered={block.numbered}
          />
          {extra}
        </Section>
      );
    case 'checklist':
      return (
        <Section id={block.id ?? slugify(block.title)} title={block.title} intro={block.intro} tone={block.tone}>
          <CheckList items={block.items} />
          {extra}
        </Section>
      );
    case 'stats':
      return (
        <Section id={block.id ?? slugify(block.title)} title={block.title} tone={block.tone}>
          <StatFigures figures={block.figures} />
          {extra}
        </Section>
      );
    case 'reasons':
      return (
        <WhyChooseUsSection reasons={block.items} tone={block.tone}>
          {(block.intro || block.link) && <SentenceWithLink text={block.intro} link={block.link} />}
        </WhyChooseUsSection>
      );
    case 'callout':
    case 'emergency':
      // Only first on a page or after a reasons or cta block: then it has a band of its own.
      return (
        <Section tone={block.tone}>
          <Aside block={block} />
          {extra}
        </Section>
      );
    case 'offices':
      return (
        <Section id={block.id ?? slugify(block.title)} title={block.title} intro={block.intro} tone={block.tone}>
          <OfficeCards />
          {(block.text || block.link) && (
            <Typography sx={{ mt: 4 }}>
              <SentenceWithLink text={block.text} link={block.link} />
            </Typography>
          )}
          {extra}
        </Section>
      );
    case 'vacancies':
      return (
        <Section id={block.id ?? slugify(block.title)} title={block.title} intro={block.intro} tone={block.tone}>
          <VacancyList vacancies={vacancies} />
          {extra}
        </Section>
      );
    case 'cta':
      return <CallToAction title={block.title} text={block.text} />;
  }
}

const ATTACHES_TO: ReadonlySet<PageBlock['type']> = new Set([
  'prose',
  'cards',
  'checklist',
  'stats',
  'offices',
  'vacancies',
]);

/** Each block with the callouts and emergency notes that follow it directly. */
function groupAsides(blocks: readonly PageBlock[]): Array<{ block: PageBlock; asides: AsideBlock[] }> {
  const groups: Array<{ block: PageBlock; asides: AsideBlock[] }> = [];
  for (const block of blocks) {
    const last = groups[groups.length - 1];
    if (isAside(block) && last && ATTACHES_TO.has(last.block.type)) last.asides.push(block);
    else groups.push({ block, asides: [] });
  }
  return groups;
}

const NO_ILLUSTRATIONS: ContentPageProps['illustrations'] = {};
const NO_VACANCIES: readonly VacancySummary[] = [];

/** The blocks of a page in content/pages/, in order: the whole of a composed page below its hero, or a code page's. */
export function ContentBlocks({
  blocks,
  html,
  illustrations = NO_ILLUSTRATIONS,
  vacancies = NO_VACANCIES,
}: ContentBlocksProps) {
  const sections = React.useMemo(() => splitSections(html), [html]);
  return (
    <>
      {groupAsides(blocks).map(({ block, asides }, index) => (
        <Block
          key={index}
          block={block}
          asides={asides}
          sections={sections}
          illustrations={illustrations}
          vacancies={vacancies}
        />
      ))}
    </>
  );
}

/** A page a writer composed in content/pages/: the hero, then each block of its frontmatter in order. */
export function ContentPage({ title, heading, ancestors, lead, blocks, html, illustrations }: ContentPageProps) {
  return (
    <>
      <PageHero title={title} heading={heading} breadcrumbs={ancestors} lead={lead} />
      <ContentBlocks blocks={blocks} html={html} illustrations={illustrations} />
    </>
  );
}
