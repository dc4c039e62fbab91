import * as React from 'react';
import Box from '@mui/material/Box';
import type { FaqEntry } from '../../lib/content/faqThemes';
import { Prose } from '../common/Section';

/**
 * One question of the APG accordion pattern: a button in an h3 that shows or hides its answer region. Plain elements
 * styled by the list around it: a tap re-renders this item's button and nothing else (MUI's Accordion re-ran its
 * styles and a height transition, and the answer showed a frame later).
 */
function FaqItem({ entry }: { entry: FaqEntry }) {
  const [open, setOpen] = React.useState(false);
  const questionId = `${entry.id}-vraag`;
  const answerId = `${entry.id}-antwoord`;
  // The same element on every render, so React leaves the answer's markup alone when the item toggles.
  const answer = React.useMemo(
    () => (
      <Prose>
        <div dangerouslySetInnerHTML={{ __html: entry.answerHtml }} />
      </Prose>
    ),
    [entry.answerHtml],
  );
  return (
    <div className="faq-item">
      <h3>
        <button
          type="button"
          id={questionId}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <span>{entry.question}</span>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
          </svg>
        </button>
      </h3>
      <div id={answerId} role="region" aria-labelledby={questionId} hidden={!open}>
        {answer}
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
