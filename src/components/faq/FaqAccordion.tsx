import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FaqEntry } from '../../lib/content/faqThemes';
import { Prose } from '../common/Section';

/** The questions of one theme, each answer behind its question (MUI Accordion, h3 headings). */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <Box sx={{ maxWidth: '80ch' }}>
      {entries.map((entry) => (
        <Accordion key={entry.id} disableGutters variant="outlined" slotProps={{ heading: { component: 'h3' } }}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon aria-hidden />}
            id={`${entry.id}-vraag`}
            aria-controls={`${entry.id}-antwoord`}
          >
            <Typography component="span" sx={{ fontWeight: 650, fontSize: '1.0625rem' }}>
              {entry.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Prose>
              <div dangerouslySetInnerHTML={{ __html: entry.answerHtml }} />
            </Prose>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
