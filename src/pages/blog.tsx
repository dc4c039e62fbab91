import * as React from 'react';
import type { HeadFC } from 'gatsby';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { firm } from '../config/firm';
import { routes } from '../lib/routes';
import { PageHero } from '../components/common/PageHero';
import { Prose, Section } from '../components/common/Section';
import { CallToAction } from '../components/common/CallToAction';
import { Seo } from '../components/seo/Seo';

const TITLE = 'Blog';
const DESCRIPTION = `Artikels van ${firm.name} over mede-eigendom: de syndicus, de algemene vergadering, het reservefonds, verzekeringen, renovatie en laadpalen.`;

const themes = [
  {
    title: 'Syndicus kiezen of veranderen',
    text: 'Elke vereniging van mede-eigenaars moet een syndicus hebben zodra twee of meer appartementen een verschillende eigenaar hebben, ook in een klein gebouw. Wij leggen uit waarop u let bij de keuze, hoe de algemene vergadering een syndicus aanstelt of zijn mandaat beëindigt, en hoe de overdracht van het dossier naar een nieuwe syndicus verloopt.',
  },
  {
    title: 'De algemene vergadering',
    text: 'De algemene vergadering komt minstens één keer per jaar samen en neemt de belangrijke beslissingen over het gebouw. Wij leggen uit hoe de oproeping verloopt, wanneer de vergadering geldig kan beslissen en welke meerderheid nodig is: de absolute meerderheid, twee derde, vier vijfde of eenparigheid.',
  },
  {
    title: 'Financieel beheer en reservefonds',
    text: 'Het werkkapitaal dient voor de periodieke kosten, het reservekapitaal voor niet-periodieke uitgaven zoals grote herstellingen. Sinds 1 januari 2019 is een reservefonds verplicht zodra de gemeenschappelijke delen minstens vijf jaar geleden voorlopig werden opgeleverd. Wij tonen hoe een begroting tot stand komt en hoe u grote uitgaven tijdig voorbereidt.',
  },
  {
    title: 'Verzekeringen',
    text: 'Welke polissen heeft een mede-eigendom nodig? De brandverzekering van het gebouw is geen algemene wettelijke verplichting, maar wordt doorgaans opgelegd door de basisakte. Daarnaast zijn een aansprakelijkheidsverzekering voor het gebouw, rechtsbijstand en een alle-risico’s-polis bij werken gebruikelijk. Wij leggen uit wat elke polis dekt.',
  },
  {
    title: 'Renovatie en energie',
    text: 'Wie sinds 1 januari 2023 in Vlaanderen een residentieel gebouw met EPC-label E of F verwerft, moet het binnen vijf jaar na de akte renoveren tot minstens label D. Elke vereniging van mede-eigenaars heeft bovendien een EPC voor de gemeenschappelijke delen nodig. Wij schrijven over renovatieprojecten, premies zoals Mijn VerbouwPremie en planning op lange termijn.',
  },
  {
    title: 'Laadpalen en zonnepanelen',
    text: 'Een mede-eigenaar mag op eigen kosten kabels door de gemeenschappelijke delen leggen, bijvoorbeeld voor een laadpaal, als hij de syndicus minstens twee maanden vooraf per aangetekende brief inlicht. Voor een collectief laadsysteem beslist de algemene vergadering met twee derde. Stekkerzonnepanelen zijn sinds 17 april 2025 toegelaten; wie ze aan een gemeenschappelijk dak of een gemeenschappelijke gevel wil bevestigen, heeft een beslissing van de algemene vergadering met twee derde nodig.',
  },
];

export default function BlogPage() {
  return (
    <>
      <PageHero
        title={TITLE}
        lead="Praktische kennis over wonen en ondernemen in mede-eigendom, helder uitgelegd voor mede-eigenaars, raden van mede-eigendom en projectontwikkelaars."
      />
      <Section title="Over onze artikels">
        <Prose>
          <p>
            Wie een appartement, een assistentiewoning of een unit in een KMO-park bezit, krijgt te maken met regels die
            niet altijd eenvoudig zijn. Sinds 1 september 2021 staat het appartementsrecht in Boek 3 van het Burgerlijk
            Wetboek, en ook in Vlaanderen veranderen de regels rond energie en renovatie geregeld.
          </p>
          <p>
            In onze artikels zetten wij de belangrijkste regels en praktische tips op een rij, in begrijpelijke taal. Zo
            weet u als mede-eigenaar, lid van de raad van mede-eigendom of projectontwikkelaar wat u mag verwachten en
            welke beslissingen op de algemene vergadering thuishoren.
          </p>
          <p>
            Onze artikels geven algemene informatie en vervangen geen persoonlijk advies. Hebt u een vraag over uw eigen
            gebouw? <Link href={routes.contact}>Neem contact met ons op</Link> of bekijk de{' '}
            <Link href={routes.faq}>veelgestelde vragen</Link>.
          </p>
        </Prose>
      </Section>
      <Section
        id="themas"
        title="Waarover wij schrijven"
        tone="mist"
        intro="Onze artikels zijn gegroepeerd rond de thema’s die in elke mede-eigendom terugkomen."
      >
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {themes.map((theme) => (
            <Grid key={theme.title} size={{ xs: 12, md: 6 }} component="li">
              <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, height: '100%' }}>
                <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
                  {theme.title}
                </Typography>
                <Typography>{theme.text}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Section>
      <CallToAction />
    </>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} description={DESCRIPTION} path={routes.blog} />;
