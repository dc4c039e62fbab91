import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CONTACT_REACH_US_ID } from './contactAnchors';
import { routes } from '../../lib/routes';

/** Beside the contact form: what to mention, when we answer, and where to look when it is urgent. */
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
      {/* Not the paid number itself: beside a form, it would be offered without whom to call for what. */}
      <Alert severity="warning" sx={{ mt: 2 }}>
        Is het dringend? Gebruik dan niet dit formulier. Bij brand, gasreuk of gevaar voor personen belt u{' '}
        <Link href="tel:112" sx={{ fontWeight: 650, color: 'inherit' }}>
          112
        </Link>
        . Wie u voor een dringend defect belt, staat{' '}
        <Link href={`#${CONTACT_REACH_US_ID}`} sx={{ fontWeight: 650, color: 'inherit' }}>
          onderaan deze pagina
        </Link>
        .
      </Alert>
    </Paper>
  );
}
