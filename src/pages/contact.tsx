import * as React from 'react';
import type { HeadFC } from 'gatsby';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import MapIcon from '@mui/icons-material/Map';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { firm } from '../config/firm';
import { EMERGENCY_NUMBER, EMERGENCY_WARNING, NON_URGENT_NUMBER } from '../lib/constants';
import { offices, officeAddressHref, officeAddressLine } from '../lib/offices';
import { telHref } from '../lib/phone';
import { routes } from '../lib/routes';
import { PageHero } from '../components/common/PageHero';
import { Prose, Section } from '../components/common/Section';
import { NEW_TAB_HINT, VisuallyHidden } from '../components/common/VisuallyHidden';
import { Seo } from '../components/seo/Seo';
import { NewBadge } from '../components/common/NewBadge';

const TITLE = 'Contact';
const DESCRIPTION = `Contacteer ${firm.name}: onze kantoren in Sint-Niklaas, Aalst en het Meetjesland, openingsuren, telefoon, e-mail en het noodnummer.`;

const detailListSx = {
  m: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: 2,
  rowGap: 1,
  '& dt': { fontWeight: 650 },
  '& dd': { m: 0, overflowWrap: 'anywhere' },
} as const;

const mailSubject = encodeURIComponent('Vraag via de website');

export default function ContactPage() {
  return (
    <>
      <PageHero
        title={TITLE}
        lead="Hebt u een vraag over uw gebouw, over onze dienstverlening of over een lopend dossier? U bereikt ons telefonisch, per e-mail of in een van onze drie kantoren."
      />

      <Section
        id="kantoren"
        title="Onze kantoren"
        intro="Kom langs tijdens de openingsuren of maak een afspraak. In de namiddag en in ons kantoor in het Meetjesland ontvangen wij u enkel op afspraak."
      >
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {offices.map((office) => (
            <Grid key={office.id} size={{ xs: 12, md: 4 }} component="li">
              <Paper variant="outlined" sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                  <Typography variant="h3" component="h3">
                    {office.name}
                  </Typography>
                  {office.isNew && <NewBadge />}
                </Box>
                <Box component="dl" sx={detailListSx}>
                  <dt>Adres</dt>
                  <dd>{officeAddressLine(office)}</dd>
                  <dt>Telefoon</dt>
                  <dd>
                    <Link href={telHref(office.phone)}>{office.phone}</Link>
                  </dd>
                  <dt>E-mail</dt>
                  <dd>
                    <Link href={`mailto:${office.email}`}>{office.email}</Link>
                  </dd>
                  <dt>Openingsuren</dt>
                  <dd>{office.openingHours}</dd>
                </Box>
                {office.kind === 'street' && office.mapUrl ? (
                  <Box sx={{ mt: 'auto' }}>
                    <Button
                      variant="outlined"
                      href={officeAddressHref(office)}
                      target="_blank"
                      rel="noopener"
                      startIcon={<MapIcon aria-hidden />}
                    >
                      Bekijk op de kaart
                      <VisuallyHidden>
                        : kantoor {office.name}
                        {NEW_TAB_HINT}
                      </VisuallyHidden>
                    </Button>
                  </Box>
                ) : (
                  <Typography variant="body2" sx={{ mt: 'auto', color: 'text.secondary' }}>
                    Wij ontvangen u hier uitsluitend op afspraak. Bel ons op{' '}
                    <Link href={telHref(office.phone)}>{office.phone}</Link> om een moment af te spreken.
                  </Typography>
                )}
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section
        id="bereikbaarheid"
        title="Vragen en noodgevallen"
        tone="mist"
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

      <Section id="contactformulier" title="Stuur ons een bericht">
        <Prose>
          <p>
            Stuur uw vraag per e-mail naar <Link href={`mailto:${firm.email}`}>{firm.email}</Link>. Een medewerker
            leest uw bericht tijdens de kantooruren en bezorgt het aan de collega die uw dossier of gebouw opvolgt.
          </p>
          <p>Zo kunnen wij u vlot verder helpen:</p>
          <ul>
            <li>uw naam en een telefoonnummer waarop wij u kunnen bereiken;</li>
            <li>het adres van het gebouw waarover uw vraag gaat, als dat van toepassing is;</li>
            <li>een duidelijke omschrijving van uw vraag, eventueel met foto's of documenten als bijlage.</li>
          </ul>
        </Prose>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1, mb: 3 }}>
          <Button variant="contained" href={`mailto:${firm.email}?subject=${mailSubject}`} startIcon={<EmailIcon aria-hidden />}>
            Mail naar {firm.email}
          </Button>
          <Button variant="outlined" href={routes.offerte}>
            Vrijblijvende offerte aanvragen
          </Button>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: '72ch' }}>
          Wij gebruiken uw gegevens uitsluitend om uw vraag te beantwoorden. Meer daarover leest u in ons{' '}
          <Link href={routes.privacybeleid}>privacybeleid</Link>.
        </Typography>
      </Section>
    </>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} description={DESCRIPTION} path={routes.contact} />;
