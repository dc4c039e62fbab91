import * as React from 'react';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Crumb } from '../../lib/breadcrumbs';
import { routes } from '../../lib/routes';

interface BreadcrumbsProps {
  /** Pages above this one, top first; Home is always the first crumb. */
  ancestors?: readonly Crumb[];
  /** The current page's name, the last crumb (not a link). */
  current: string;
}

/**
 * The trail Home › … › this page, in a navigation landmark named 'Kruimelpad', for the dark page header.
 * The same trail goes into the page's BreadcrumbList JSON-LD (see Seo).
 */
export function Breadcrumbs({ ancestors = [], current }: BreadcrumbsProps) {
  return (
    <MuiBreadcrumbs
      aria-label="Kruimelpad"
      sx={{
        mb: 2,
        color: '#dbe6f2',
        '& a': { color: '#ffffff', display: 'inline-block', py: 0.25 },
        '& .MuiBreadcrumbs-separator': { color: '#dbe6f2' },
      }}
    >
      <Link href={routes.home} underline="always">
        Home
      </Link>
      {ancestors.map((crumb) => (
        <Link key={crumb.to} href={crumb.to} underline="always">
          {crumb.label}
        </Link>
      ))}
      <Typography component="span" aria-current="page" sx={{ color: '#ffffff', fontSize: 'inherit' }}>
        {current}
      </Typography>
    </MuiBreadcrumbs>
  );
}
