import * as React from 'react';
import type { HeadFC } from 'gatsby';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import { firm } from '../config/firm';
import { offices } from '../lib/offices';
import { telHref } from '../lib/phone';
import { routes } from '../lib/routes';
import { PageHero } from '../components/common/PageHero';
import { Prose, Section } from '../components/common/Section';
import { Seo } from '../components/seo/Seo';
import { NewBadge } from '../components/common/NewBadge';

const TITLE = 'Vrijblijvende offerte';
const DESCRIPTION = `Vraag een vrijblijvende offerte aan bij ${firm.name}: welke gegevens wij nodig hebben, wat onze offerte bevat en hoe de aanstelling verloopt.`;

const requiredDetails = [
  {
    label: 'Het soort gebouw',
    text: 'Een appartementsgebouw, een groep van assistentiewoningen, een KMO-park of een nieuwbouwproject.',
  },
  {
    label: 'Het aantal eenheden',
    text: 'Het aantal appartementen, handelsruimten of units, en eventueel het aantal garages, staanplaatsen en kelders.',
  },
  { label: 'Het adres of de gemeente', text: 'Zo weten wij welk kantoor uw gebouw het best opvolgt.' },
  {
    label: 'De huidige syndicus',
    text: 'Wie het gebouw vandaag beheert, of dat er nog geen syndicus is, bijvoorbeeld bij een nieuwbouwproject.',
  },
  {
    label: 'De gewenste startdatum',
    text: 'Bijvoorbeeld de datum van de volgende algemene vergadering of het einde van het lopende mandaat.',
  },
];

const steps = [
  {
    title: 'Kennismaking',
    text: 'Wij bespreken uw vragen en verwachtingen, telefonisch of in een van onze kantoren. Zo leren wij uw gebouw en de mede-eigenaars kennen.',
  },
  {
    title: 'Plaatsbezoek',
    text: 'Wij bezoeken het gebouw en bekijken de gemeenschappelijke delen, de technische installaties en de staat van onderhoud.',
  },
  {
    title: 'Voorstel',
    text: 'U ontvangt onze schriftelijke offerte en het ontwerp van syndicusovereenkomst, zodat de mede-eigenaars alles op voorhand kunnen nalezen.',
  },
  {
    title: 'Beslissing op de algemene vergadering',
    text: 'De algemene vergadering van mede-eigenaars stelt de syndicus aan bij absolute meerderheid van stemmen. Wij stellen ons graag voor en beantwoorden de vragen van de mede-eigenaars.',
  },
];

const mailSubject = encodeURIComponent('Aanvraag vrijblijvende offerte');
const mailBody = encodeURIComponent(
  [
    'Soort gebouw:',
    'Aantal eenheden:',
    'Adres of gemeente:',
    'Huidige syndicus:',
    'Gewenste startdatum:',
    '',
    'Naam:',
    'Telefoon:',
    'Opmerkingen:',
  ].join('\n'),
);

export default function OffertePage() {
  return (
    <>
      <PageHero
        title={TITLE}
        lead="Zoekt uw vereniging van mede-eigenaars een nieuwe syndicus, of hebt u een nieuwbouwproject dat een beheerder nodig heeft? Wij maken graag een voorstel op maat van uw gebouw."
      />

      <Section
        title="Wat wij van u nodig hebben"
        intro="Met deze gegevens kunnen wij een eerste inschatting maken van uw gebouw en een correcte offerte opstellen."
      >
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {requiredDetails.map((item) => (
            <Grid key={item.label} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
                <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                  {item.label}
                </Typography>
                <Typography>{item.text}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section title="Wat onze offerte bevat" tone="mist">
        <Prose>
          <p>Onze offerte is helder en volledig, zodat de mede-eigenaars weten waar ze aan toe zijn. U vindt erin:</p>
          <ul>
            <li>het ereloon voor het beheer van uw gebouw;</li>
            <li>
              wat daarin inbegrepen is: het administratieve, financiële, juridische en technische beheer van de
              mede-eigendom;
            </li>
            <li>de prestaties die niet in het basisbeheer vallen, met hun tarief;</li>
            <li>de voorgestelde startdatum en de duur van het mandaat;</li>
            <li>hoe de overdracht van het dossier van de vorige syndicus verloopt.</li>
          </ul>
          <p>
            Een offerte aanvragen is vrijblijvend: u gaat daarmee geen enkele verbintenis aan. De samenwerking start pas
            nadat de algemene vergadering ons heeft aangesteld en de schriftelijke syndicusovereenkomst is goedgekeurd.
            Het mandaat van een syndicus duurt maximaal drie jaar en kan enkel door een uitdrukkelijke beslissing van de
            algemene vergadering worden verlengd.
          </p>
        </Prose>
      </Section>

      <Section title="Zo verloopt het">
        <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {steps.map((step, index) => (
            <Grid key={step.title} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
                <Typography
                  aria-hidden
                  sx={{
                    width: 40,
                    height: 40,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: '#fff',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 700,
                    mb: 2,
                  }}
                >
                  {index + 1}
                </Typography>
                <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                  {step.title}
                </Typography>
                <Typography>{step.text}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
        <Box sx={{ mt: 5 }}>
          <Prose>
            <h3>Van syndicus veranderen</h3>
            <p>
              Heeft uw gebouw al een syndicus? De algemene vergadering kan diens mandaat op elk moment beëindigen bij
              absolute meerderheid. Bij een vroegtijdige beëindiging zonder reden kan de vereniging van mede-eigenaars wel
              een contractuele schadevergoeding verschuldigd zijn; kijk daarom de lopende overeenkomst na.
            </p>
            <p>
              Mede-eigenaars die samen minstens een vijfde van de aandelen bezitten, kunnen vragen om een algemene
              vergadering bijeen te roepen. Gebeurt dat niet binnen dertig dagen, dan mogen zij de vergadering zelf
              bijeenroepen. Na de wissel moet de vorige syndicus het volledige dossier binnen dertig dagen overdragen.
            </p>
          </Prose>
        </Box>
      </Section>

      <Section id="offerteformulier" title="Vraag uw offerte aan" tone="sand">
        <Prose>
          <p>
            Stuur de gegevens hierboven, samen met uw naam en telefoonnummer, naar{' '}
            <Link href={`mailto:${firm.email}`}>{firm.email}</Link>. Via de knop hieronder opent u een e-mail waarin de
            vragen al klaarstaan. Wij nemen daarna contact met u op voor een kennismaking.
          </p>
        </Prose>
        <Box sx={{ mt: 1, mb: 4 }}>
          <Button
            variant="contained"
            href={`mailto:${firm.email}?subject=${mailSubject}&body=${mailBody}`}
            startIcon={<EmailIcon aria-hidden />}
          >
            Offerte aanvragen per e-mail
          </Button>
        </Box>
        <Typography variant="h3" component="h3" sx={{ mb: 2 }}>
          Liever telefonisch?
        </Typography>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {offices.map((office) => (
            <Grid key={office.id} size={{ xs: 12, md: 4 }} component="li">
              <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
                <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 0.5 }}>
                  <Typography component="p" sx={{ fontWeight: 700 }}>
                    Kantoor {office.name}
                  </Typography>
                  {office.isNew && <NewBadge />}
                </Box>
                <Link href={telHref(office.phone)} sx={{ fontWeight: 650 }}>
                  {office.phone}
                </Link>
                <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
                  {office.openingHours}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
        <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary', maxWidth: '72ch' }}>
          Wij gebruiken uw gegevens uitsluitend om uw aanvraag te behandelen. Meer daarover leest u in ons{' '}
          <Link href={routes.privacybeleid}>privacybeleid</Link>.
        </Typography>
      </Section>
    </>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} description={DESCRIPTION} path={routes.offerte} />;
