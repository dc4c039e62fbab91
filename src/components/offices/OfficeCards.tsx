import * as React from 'react';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { offices } from '../../lib/offices';
import { OfficeAddressLink } from './OfficeAddressLink';
import { NewBadge } from '../common/NewBadge';

/** The three offices as cards: address (map or contact link), phone, e-mail and hours. */
export function OfficeCards({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {offices.map((office) => (
        <Grid key={office.id} size={{ xs: 12, md: 4 }} component="li">
          <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
            <Typography
              variant="h3"
              component={headingLevel}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}
            >
              {office.name}
              {office.isNew && <NewBadge />}
            </Typography>
            <Typography component="p" sx={{ mb: 0.5 }}>
              <OfficeAddressLink office={office} />
            </Typography>
            <Typography component="p" sx={{ mb: 0.5 }}>
              Tel. <Link href={office.phoneNumber.href}>{office.phone}</Link>
            </Typography>
            <Typography component="p" sx={{ mb: 1 }}>
              <Link href={`mailto:${office.email}`}>{office.email}</Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {office.openingHours}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
