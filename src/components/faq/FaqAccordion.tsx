import * as React from 'react';
import Box from '@mui/material/Box';
import type { FaqEntry } from '../../lib/content/faqThemes';
import { Prose } from '../common/Section';
import { ANSWERED_INLINE_ATTRIBUTE } from '../../runtime';
import { FAQ_QUESTION_ATTRIBUTE } from './faqDisclosure';

/**
 * One question of the APG accordion pattern: a button in an h3 that shows or hides its answer region. No React state
 * and no handler: the page's inline script (faqDisclosure.ts) opens and closes it, from the first moment and at the
 * cost of a plain button. Drawn closed; the answer is in the HTML, so the browser's find-in-page and the structured
 * data see it.
 */
function FaqItem({ entry }: { entry: FaqEntry }) {
  const questionId = `${entry.id}-vraag`;
  const answerId = `${entry.id}-antwoord`;
  return (
    <div className="faq-item">
      <h3>
        <button
          type="button"
          id={questionId}
          aria-expanded="false"
          aria-controls={answerId}
          {...{ [FAQ_QUESTION_ATTRIBUTE]: '', [ANSWERED_INLINE_ATTRIBUTE]: '' }}
        >
          <span>{entry.question}</span>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
          </svg>
        </button>
      </h3>
      <div id={answerId} role="region" aria-labelledby={questionId} hidden>
        <Prose>
          <div dangerouslySetInnerHTML={{ __html: entry.answerHtml }} />
        </Prose>
      </div>
    </div>
  );
}

/** The questions of one theme, each answer behind its question. */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <Box
      sx={{
        maxWidth: '80ch',
        '& .faq-item': { border: 1, borderColor: 'divider', bgcolor: 'background.paper' },
        '& .faq-item + .faq-item': { borderTop: 0 },
        '& .faq-item:first-of-type': { borderTopLeftRadius: 4, borderTopRightRadius: 4 },
        '& .faq-item:last-of-type': { borderBottomLeftRadius: 4, borderBottomRightRadius: 4 },
        '& .faq-item > h3': { m: 0, font: 'inherit' },
        '& .faq-item > h3 > button': {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          width: '100%',
          minHeight: 48,
          px: 2,
          py: 1.5,
          border: 0,
          background: 'none',
          color: 'text.primary',
          font: 'inherit',
          fontWeight: 650,
          fontSize: '1.0625rem',
          lineHeight: 1.5,
          textAlign: 'left',
          cursor: 'pointer',
        },
        '& .faq-item > h3 > button:hover': { bgcolor: 'action.hover' },
        '& .faq-item > h3 svg': { flexShrink: 0, fill: 'currentColor', color: 'text.secondary' },
        '& .faq-item > h3 > button[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
        '@media (prefers-reduced-motion: no-preference)': {
          '& .faq-item > h3 svg': { transition: 'transform .15s ease' },
        },
        '& .faq-item > [role="region"]': { px: 2, pb: 2 },
        '& .faq-item > [role="region"] p:last-child': { mb: 0 },
      }}
    >
      {entries.map((entry) => (
        <FaqItem key={entry.id} entry={entry} />
      ))}
    </Box>
  );
}
