import * as React from 'react';
import type { HeadFC } from 'gatsby';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { firm } from '../config/firm';
import { EMERGENCY_NUMBER, EMERGENCY_WARNING, NON_URGENT_NUMBER } from '../lib/constants';
import { telHref } from '../lib/phone';
import { routes } from '../lib/routes';
import { PageHero } from '../components/common/PageHero';
import { Section } from '../components/common/Section';
import { ContactFormIsland } from '../components/contact/ContactFormIsland';
import { OfficeTabsIsland } from '../components/contact/OfficeTabsIsland';
import { Seo } from '../components/seo/Seo';

const TITLE = 'Contact';
const DESCRIPTION = `Contacteer ${firm.name}: stuur ons een bericht of bekijk onze kantoren in Sint-Niklaas, Aalst en het Meetjesland, met openingsuren, telefoon en het noodnummer.`;

export default function ContactPage() {
  return (
    <>
      <PageHero
        title={TITLE}
        lead="Hebt u een vraag over uw gebouw, over onze dienstverlening of over een lopend dossier? Stuur ons een bericht, bel ons of kom langs in een van onze drie kantoren."
      />

      <Section id="contactformulier" title="Stuur ons een bericht" interactive>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <ContactFormIsland />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper component="aside" aria-labelledby="goed-om-te-weten" variant="outlined" sx={{ p: { xs: 3, md: 4 }, bgcolor: '#f6f1ea', borderColor: '#e6dccd' }}>
              <Typography id="goed-om-te-weten" variant="h3" component="h3" sx={{ mb: 1.5 }}>
                Goed om te weten
              </Typography>
              <Box component="ul" sx={{ pl: 2.5, m: 0, '& li': { mb: 1.25 } }}>
                <li>
                  Bent u mede-eigenaar in een gebouw dat wij beheren? Vermeld dan het adres van het gebouw en uw
                  appartement of kavel, zodat uw vraag meteen bij de juiste beheerder terechtkomt.
                </li>
                <li>
                  Wij lezen uw bericht tijdens de kantooruren en antwoorden per e-mail of telefonisch, via de gegevens die
                  u ons bezorgt.
                </li>
                <li>
                  Zoekt u een syndicus voor uw gebouw? Vraag dan een <Link href={routes.offerte}>vrijblijvende offerte</Link>{' '}
                  aan: zo krijgt u een voorstel op maat.
                </li>
              </Box>
              <Alert severity="warning" sx={{ mt: 2 }}>
                Een dringend probleem in de gemeenschappelijke delen buiten de kantooruren? Bel dan het noodnummer{' '}
                <Link href={telHref(EMERGENCY_NUMBER)} sx={{ fontWeight: 650, color: 'inherit' }}>
                  {EMERGENCY_NUMBER}
                </Link>
                .
              </Alert>
            </Paper>
          </Grid>
        </Grid>
      </Section>

      <Section
        id="kantoren"
        title="Onze kantoren"
        tone="mist"
        intro="Kom langs tijdens de openingsuren of maak een afspraak. In de namiddag en in ons kantoor in het Meetjesland ontvangen wij u enkel op afspraak."
        interactive
      >
        <OfficeTabsIsland />
      </Section>

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
    </>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} description={DESCRIPTION} path={routes.contact} />;
