import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { BLOG_CATEGORIES, blogCategoryPath, type BlogCategory } from '../../lib/content/blogCategories';
import { routes } from '../../lib/routes';

interface BlogCategoryNavProps {
  /** The category shown now; null for all articles. */
  active: BlogCategory | null;
  counts: Partial<Record<BlogCategory, number>>;
  total: number;
}

/**
 * The category filter: each category is its own page (/blog/categorie/…), so a filter has a URL, works without
 * JavaScript, and Gatsby switches to it without a reload. The hash keeps the reader at the list.
 */
export function BlogCategoryNav({ active, counts, total }: BlogCategoryNavProps) {
  const items = [
    { label: 'Alle artikels', to: routes.blog, count: total, current: active === null },
    ...BLOG_CATEGORIES.filter((c) => counts[c]).map((c) => ({
      label: c,
      to: blogCategoryPath(c),
      count: counts[c] ?? 0,
      current: active === c,
    })),
  ];
  return (
    <Box component="nav" aria-label="Filter op categorie" sx={{ mb: 4 }}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {items.map((item) => (
          <li key={item.to}>
            <Link
              href={`${item.to}#artikels`}
              aria-current={item.current ? 'page' : undefined}
              underline="none"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: 40,
                px: 2,
                borderRadius: 999,
                border: 1,
                borderColor: item.current ? 'primary.main' : 'divider',
                bgcolor: item.current ? 'primary.main' : 'background.paper',
                color: item.current ? '#fff' : 'text.primary',
                fontWeight: 600,
                fontSize: '0.9375rem',
                '&:hover': { borderColor: 'primary.main' },
              }}
            >
              {item.label}
              <Box component="span" sx={{ ml: 1, opacity: 0.85, fontWeight: 400 }}>
                ({item.count})
              </Box>
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
