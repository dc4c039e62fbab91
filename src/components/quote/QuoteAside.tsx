import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { firm } from '../../config/firm';
import { offices } from '../../lib/offices';
import { NewBadge } from '../common/NewBadge';

export interface QuoteAsideProps {
  /** The box's heading and the sentence under it, from content/pages/offerte.md (`sections.aside`). */
  title: string;
  intro?: string;
}

/** Beside the quote form: the offices to call or visit instead. */
export function QuoteAside({ title, intro }: QuoteAsideProps) {
  return (
    <Paper
      component="aside"
      aria-labelledby="liever-telefonisch"
      variant="outlined"
      sx={{
        p: { xs: 3, md: 3.5 },
        bgcolor: '#f6f1ea',
        borderColor: '#e6dccd',
        position: { md: 'sticky' },
        top: { md: 140 },
      }}
    >
      <Typography id="liever-telefonisch" variant="h3" component="h3" sx={{ mb: intro ? 1 : 2 }}>
        {title}
      </Typography>
      {intro && <Typography sx={{ mb: 2 }}>{intro}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {offices.map((office) => (
          <li key={office.id}>
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Typography component="p" sx={{ fontWeight: 700 }}>
                Kantoor {office.name}
              </Typography>
              {office.isNew && <NewBadge />}
            </Box>
            <Link href={office.phoneNumber.href} sx={{ fontWeight: 650 }}>
              {office.phone}
            </Link>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {office.openingHours}
            </Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 2.5, color: 'text.secondary' }}>
        Of mail naar <Link href={`mailto:${firm.email}`}>{firm.email}</Link>.
      </Typography>
    </Paper>
  );
}
