import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EMERGENCY_PRICE, emergencyPhone } from '../../lib/emergencyLine';
import { routes } from '../../lib/routes';

/** Beside the contact form: what to mention, when we answer, and the emergency number. */
export function ContactAside() {
  return (
    <Paper
      component="aside"
      aria-labelledby="goed-om-te-weten"
      variant="outlined"
      sx={{ p: { xs: 3, md: 4 }, bgcolor: '#f6f1ea', borderColor: '#e6dccd' }}
    >
      <Typography id="goed-om-te-weten" variant="h3" component="h3" sx={{ mb: 1.5 }}>
        Goed om te weten
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, m: 0, '& li': { mb: 1.25 } }}>
        <li>
          Bent u mede-eigenaar in een gebouw dat wij beheren? Vermeld dan het adres van het gebouw en uw appartement of
          kavel, zodat uw vraag meteen bij de juiste beheerder terechtkomt.
        </li>
        <li>
          Wij lezen uw bericht tijdens de kantooruren en antwoorden per e-mail of telefonisch, via de gegevens die u ons
          bezorgt.
        </li>
        <li>
          Zoekt u een syndicus voor uw gebouw? Vraag dan een <Link href={routes.offerte}>vrijblijvende offerte</Link>{' '}
          aan: zo krijgt u een voorstel op maat.
        </li>
      </Box>
      <Alert severity="warning" sx={{ mt: 2 }}>
        Een dringend probleem in de gemeenschappelijke delen buiten de kantooruren? Bel dan het noodnummer{' '}
        <Link href={emergencyPhone.href} sx={{ fontWeight: 650, color: 'inherit' }}>
          {emergencyPhone.display}
        </Link>{' '}
        ({EMERGENCY_PRICE}).
      </Alert>
    </Paper>
  );
}
