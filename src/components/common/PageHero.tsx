import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Crumb } from '../../lib/breadcrumbs';
import { Breadcrumbs } from './Breadcrumbs';

export interface PageHeroProps {
  title: string;
  /**
   * The <h1> when it must differ from `title`, e.g. with a soft hyphen (\u00AD) in a long compound that would not
   * fit a phone: 'Appartements\u00ADgebouwen'.
   */
  heading?: string;
  lead?: React.ReactNode;
  /** Ancestors of this page, home excluded; the page itself is added as the last crumb. */
  breadcrumbs?: readonly Crumb[];
  children?: React.ReactNode;
}

/** The top of every content page: breadcrumbs, the page's one <h1> and a lead paragraph. */
export function PageHero({ title, heading = title, lead, breadcrumbs = [], children }: PageHeroProps) {
  return (
    <Box component="header" sx={{ bgcolor: 'primary.main', color: '#fff', py: { xs: 5, md: 8 } }}>
      <Container maxWidth="lg">
        <Breadcrumbs ancestors={breadcrumbs} current={title} />
        <Typography variant="h1" sx={{ maxWidth: '22ch', overflowWrap: 'break-word' }}>
          {heading}
        </Typography>
        {lead && (
          <Typography
            component="p"
            sx={{ mt: 2, fontSize: { xs: '1.1rem', md: '1.25rem' }, maxWidth: '60ch', color: '#eef3f8' }}
          >
            {lead}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
