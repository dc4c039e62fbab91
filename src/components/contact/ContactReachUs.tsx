import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { firm } from '../../config/firm';
import { EMERGENCY_NUMBER, EMERGENCY_WARNING, NON_URGENT_NUMBER } from '../../lib/constants';
import { telHref } from '../../lib/phone';
import { Section } from '../common/Section';

/** /contact's last section: whom to call for what, and the emergency line. */
export function ContactReachUs() {
  return (
    <Section
      id="bereikbaarheid"
      title="Vragen en noodgevallen"
      intro="Niet elke vraag is even dringend. Zo bereikt u ons het snelst, afhankelijk van uw situatie."
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, height: '100%' }}>
            <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
              Niet-dringende vragen
            </Typography>
            <Typography sx={{ mb: 2 }}>
              Voor vragen over uw afrekening, de algemene vergadering, een herstelling die niet dringend is of een
              offerte belt u tijdens de kantooruren naar{' '}
              <Link href={telHref(NON_URGENT_NUMBER)} sx={{ fontWeight: 650 }}>
                {NON_URGENT_NUMBER}
              </Link>
              . U kunt ons ook altijd mailen via <Link href={`mailto:${firm.email}`}>{firm.email}</Link>.
            </Typography>
            <Typography>
              Bent u mede-eigenaar in een gebouw dat wij beheren? Vermeld dan steeds het adres van het gebouw en uw
              appartement of kavel, zodat uw vraag meteen bij de juiste beheerder terechtkomt.
            </Typography>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, height: '100%' }}>
            <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
              Noodgevallen
            </Typography>
            <Typography sx={{ mb: 2 }}>
              Voor dringende problemen in de gemeenschappelijke delen buiten de kantooruren, zoals een waterlek, een
              defecte lift of stormschade, bereikt u ons dag en nacht via het noodnummer:
            </Typography>
            <Typography variant="h2" component="p" sx={{ mb: 2 }}>
              {EMERGENCY_NUMBER}
            </Typography>
            <Alert severity="warning" sx={{ mb: 2 }}>
              {EMERGENCY_WARNING}
            </Alert>
            <Button
              variant="contained"
              color="secondary"
              href={telHref(EMERGENCY_NUMBER)}
              startIcon={<PhoneInTalkIcon aria-hidden />}
              sx={{ mb: 2 }}
            >
              Bel {EMERGENCY_NUMBER}
            </Button>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Is er brand of gevaar voor personen? Bel dan altijd eerst de hulpdiensten via 112.
            </Typography>
          </Paper>
        </Grid>
      </Grid>
    </Section>
  );
}
