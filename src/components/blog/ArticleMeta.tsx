import * as React from 'react';
import Box from '@mui/material/Box';
import { formatDutchDate } from '../../lib/content/dutchDate';

interface ArticleMetaProps {
  date: string;
  category: string;
  /** Minutes, from Gatsby's word count. */
  readingMinutes?: number;
  author?: string;
  tone?: 'light' | 'dark';
}

/**
 * Date (in Dutch), category, reading time and author on one wrapping line. Each part's '·' sits in the gap
 * before it; at the start of a line it falls outside the box and is clipped, so no line begins with a dot.
 */
export function ArticleMeta({ date, category, readingMinutes, author, tone = 'dark' }: ArticleMetaProps) {
  const parts = [
    <time key="date" dateTime={date.slice(0, 10)}>
      {formatDutchDate(date)}
    </time>,
    <span key="category">{category}</span>,
    readingMinutes ? <span key="reading">{readingMinutes} min. leestijd</span> : null,
    author ? <span key="author">Door {author}</span> : null,
  ].filter(Boolean);
  return (
    <Box
      component="p"
      sx={{
        m: 0,
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 3,
        rowGap: 0.5,
        overflow: 'hidden',
        fontSize: '0.9375rem',
        color: tone === 'light' ? '#eef3f8' : 'text.secondary',
        '& > *::before': {
          content: '"·"',
          display: 'inline-block',
          width: 24,
          ml: -3,
          textAlign: 'center',
          color: 'inherit',
        },
      }}
    >
      {parts}
    </Box>
  );
}
