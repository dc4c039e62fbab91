import * as React from 'react';
import Typography from '@mui/material/Typography';
import { formatDutchDate } from '../../lib/content/dutchDate';
import { PageHero } from '../common/sharedIslands';
import { Section } from '../common/Section';
import { MarkdownBody } from './MarkdownBody';

interface LegalDocumentProps {
  title: string;
  lead: string | null;
  /** ISO date of the last revision. */
  updated: string;
  html: string;
}

/** A privacy policy, cookie policy or general terms page, with the date it was last revised. */
export function LegalDocument({ title, lead, updated, html }: LegalDocumentProps) {
  return (
    <>
      <PageHero title={title} lead={lead ?? undefined} />
      <Section>
        <Typography id="legal-updated" sx={{ color: 'text.secondary', mb: 3 }}>
          Laatst bijgewerkt op <time dateTime={updated}>{formatDutchDate(updated)}</time>
        </Typography>
        <MarkdownBody html={html} />
      </Section>
    </>
  );
}
