import * as React from 'react';
import type { HeadFC } from 'gatsby';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { firm } from '../config/firm';
import { offices } from '../lib/offices';
import { telHref } from '../lib/phone';
import { routes } from '../lib/routes';
import { PageHero } from '../components/common/PageHero';
import { Prose, Section } from '../components/common/Section';
import { NewBadge } from '../components/common/NewBadge';
import { QuoteFormIsland } from '../components/quote/QuoteFormIsland';
import { Seo } from '../components/seo/Seo';

const TITLE = 'Vrijblijvende offerte';
const DESCRIPTION = `Vraag een vrijblijvende offerte aan bij ${firm.name}: welke gegevens wij nodig hebben, wat onze offerte bevat en hoe de aanstelling verloopt.`;

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

export default function OffertePage() {
  return (
    <>
      <PageHero
        title={TITLE}
        lead="Zoekt uw vereniging van mede-eigenaars een nieuwe syndicus, of hebt u een nieuwbouwproject dat een beheerder nodig heeft? Wij maken graag een voorstel op maat van uw gebouw."
      />

      <Section
        id="offerteformulier"
        title="Vraag uw offerte aan"
        intro="Vertel ons iets over uw gebouw. Met deze gegevens maken wij een eerste inschatting en nemen wij contact met u op voor een kennismaking."
        interactive
      >
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <QuoteFormIsland />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Paper
              component="aside"
              aria-labelledby="liever-telefonisch"
              variant="outlined"
              sx={{ p: { xs: 3, md: 3.5 }, bgcolor: '#f6f1ea', borderColor: '#e6dccd', position: { md: 'sticky' }, top: { md: 140 } }}
            >
              <Typography id="liever-telefonisch" variant="h3" component="h3" sx={{ mb: 1 }}>
                Liever telefonisch?
              </Typography>
              <Typography sx={{ mb: 2 }}>Bel het kantoor bij u in de buurt.</Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
                {offices.map((office) => (
                  <li key={office.id}>
                    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                      <Typography component="p" sx={{ fontWeight: 700 }}>
                        Kantoor {office.name}
                      </Typography>
                      {office.isNew && <NewBadge />}
                    </Box>
                    <Link href={telHref(office.phone)} sx={{ fontWeight: 650 }}>
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
          </Grid>
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

    </>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} description={DESCRIPTION} path={routes.offerte} />;
