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

/** Date (in Dutch), category, reading time and author on one wrapping line. */
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
        columnGap: 1.5,
        rowGap: 0.5,
        fontSize: '0.9375rem',
        color: tone === 'light' ? '#eef3f8' : 'text.secondary',
        '& > span:not(:first-of-type)::before, & > time ~ span::before': { content: '"·"', mr: 1.5, color: 'inherit' },
      }}
    >
      {parts}
    </Box>
  );
}
