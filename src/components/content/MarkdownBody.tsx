import * as React from 'react';
import Box from '@mui/material/Box';
import { Prose } from '../common/Section';

/**
 * Long Dutch compounds wrap, and a table wider than a phone scrolls in its own region (wrapTablesInScrollRegions),
 * not the page. Here rather than in Prose: only writers' Markdown holds tables, and Prose also ships with the FAQ.
 */
const markdownSx = {
  '& h2, & h3': { overflowWrap: 'break-word', hyphens: 'auto' },
  '& .table-scroll': {
    overflowX: 'auto',
    mb: 2,
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
  },
  '& table': { borderCollapse: 'collapse', fontSize: '0.875rem', minWidth: '100%' },
  '& th, & td': {
    textAlign: 'left',
    verticalAlign: 'top',
    p: 0.75,
    borderBottom: 1,
    borderColor: 'divider',
    minWidth: '8em',
  },
} as const;

/**
 * HTML rendered from a writer's Markdown at build time (firm tokens already filled in). It sits inside static
 * islands, where useInPageNavigation routes its internal links client-side.
 */
export function MarkdownBody({ html }: { html: string }) {
  return (
    <Prose>
      <Box className="markdown-body" sx={markdownSx} dangerouslySetInnerHTML={{ __html: html }} />
    </Prose>
  );
}
