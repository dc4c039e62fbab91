import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Prose, Section } from '../common/Section';

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

/** /offerte below the form: what the quote contains, how the appointment goes, and changing syndic. */
export function QuoteProcessSections() {
  return (
    <>
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
              absolute meerderheid. Bij een vroegtijdige beëindiging zonder reden kan de vereniging van mede-eigenaars
              wel een contractuele schadevergoeding verschuldigd zijn; kijk daarom de lopende overeenkomst na.
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
