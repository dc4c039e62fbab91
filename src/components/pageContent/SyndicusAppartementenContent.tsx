import * as React from 'react';
import { StaticImage } from 'gatsby-plugin-image';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { firm } from '../../config/firm';
import { EMERGENCY_WARNING, NON_URGENT_NUMBER, YEARS_OF_EXPERIENCE_CLAIM } from '../../lib/constants';
import { telHref } from '../../lib/phone';
import { navAncestors } from '../../lib/breadcrumbs';
import { routes } from '../../lib/routes';
import { statFigures } from '../../lib/stats';
import { PageHero } from '../common/PageHero';
import { ProseWithIllustration } from '../common/ProseWithIllustration';
import { Prose, Section } from '../common/Section';
import { CallToAction } from '../common/CallToAction';
import { EmergencyNumberLink } from '../common/EmergencyNumberLink';
import { StatFigures } from '../common/StatFigures';
import { TextCardGrid } from '../common/TextCardGrid';

const ANCESTORS = navAncestors(routes.syndicusAppartementen);

const tasks = [
  {
    title: 'Algemene vergadering',
    text: 'Wij roepen de algemene vergadering samen, bereiden de agenda en de stukken voor en ondersteunen de voorzitter. Het verslag met alle beslissingen ontvangt u binnen dertig dagen.',
  },
  {
    title: 'Boekhouding en afrekeningen',
    text: 'De gelden van de VME staan op rekeningen op naam van de VME, met een aparte rekening voor het werkkapitaal en voor het reservekapitaal. U ontvangt duidelijke, controleerbare afrekeningen.',
  },
  {
    title: 'Onderhoud en herstellingen',
    text: 'Wij vragen offertes op, vergelijken ze en leggen ze voor aan de algemene vergadering. Over niet-dringende werken beslissen de mede-eigenaars, niet de syndicus.',
  },
  {
    title: 'Verzekeringen en schadegevallen',
    text: 'Wij beheren de verzekeringspolissen van het gebouw en begeleiden schadedossiers, van de aangifte tot en met de herstelling.',
  },
  {
    title: 'Verkoop van een appartement',
    text: 'Verkoopt een mede-eigenaar zijn appartement, dan bezorgen wij de notaris tijdig de vereiste inlichtingen over onder meer de lasten, het reservekapitaal en lopende procedures.',
  },
  {
    title: 'Betalingsachterstand',
    text: 'Loopt een mede-eigenaar achter met betalen, dan volgen wij dat correct en consequent op. Zo draagt niemand de lasten van een ander.',
  },
];

const figures = [statFigures.buildings, statFigures.residents, statFigures.recommendRate, statFigures.professionals];

export function SyndicusAppartementenContent({ title }: { title: string }) {
  return (
    <>
      <PageHero
        title={title}
        heading={'Appartements\u00ADgebouwen'}
        breadcrumbs={ANCESTORS}
        lead="Een professionele syndicus voor uw appartementsgebouw: wij voeren de beslissingen van de algemene vergadering uit, houden de financiën van de VME transparant en volgen het gebouw technisch op."
      />

      <Section id="wat-wij-doen" title="Wat wij voor uw appartementsgebouw doen">
        <ProseWithIllustration
          illustration={
            <StaticImage
              src="../../images/generated/apartment-building.png"
              alt="Tekening van een appartementsgebouw met vijf bouwlagen, balkons en een bakstenen traphal, met bomen, een fiets en een bank voor de deur"
              layout="constrained"
              width={560}
              formats={['avif', 'webp']}
              quality={70}
            />
          }
        >
          <Prose>
            <p>
              Als syndicus zijn wij de wettelijke vertegenwoordiger van uw vereniging van mede-eigenaars (VME), in en
              buiten rechte. Wij voeren de beslissingen van de algemene vergadering uit, beheren de gemeenschappelijke
              delen en houden de boekhouding van de VME bij.
            </p>
            <p>
              Of uw gebouw nu zes of zestig appartementen telt: u hebt een vaste beheerder die uw gebouw kent en die u
              rechtstreeks kunt bereiken. Concreet nemen wij onder meer deze taken op ons.
            </p>
          </Prose>
        </ProseWithIllustration>
        <Box sx={{ mt: { xs: 4, md: 6 } }}>
          <TextCardGrid cards={tasks} size={{ xs: 12, sm: 6, md: 4 }} />
        </Box>
      </Section>

      <Section id="mandaat" title="Zo werkt het mandaat" tone="mist">
        <Prose>
          <h3>Aanstelling en start</h3>
          <p>
            De algemene vergadering stelt de syndicus aan met een absolute meerderheid. Wij leggen onze opdracht vast in
            een schriftelijk contract en laten ons vóór de start van het mandaat als syndicus registreren in de
            Kruispuntbank van Ondernemingen (KBO), onder het nummer van uw VME. Een mandaat duurt maximaal drie jaar en
            wordt enkel verlengd wanneer de algemene vergadering daar uitdrukkelijk voor kiest.
          </p>
          <h3>De jaarlijkse algemene vergadering</h3>
          <p>
            Minstens één keer per jaar nodigen wij alle mede-eigenaars ten minste vijftien dagen vooraf uit, per
            aangetekende brief of, als u daarmee akkoord gaat, via een ander kanaal. Na de vergadering voeren wij de
            beslissingen uit en houden wij u op de hoogte van de voortgang.
          </p>
          <h3>Rekeningen en begroting</h3>
          <p>
            Elk jaar leggen wij een begroting voor met de gewone uitgaven en de verwachte buitengewone uitgaven. Een
            commissaris van de rekeningen, aangesteld door de algemene vergadering, controleert de boekhouding; dat is
            nooit de syndicus zelf. In gebouwen met twintig kavels of meer (kelders, garages en parkeerplaatsen niet
            meegerekend) werken wij daarnaast samen met de raad van mede-eigendom.
          </p>
          <h3>Het reservefonds</h3>
          <p>
            Zodra de voorlopige oplevering van de gemeenschappelijke delen minstens vijf jaar geleden is, stort de VME
            jaarlijks minstens 5% van de totale gewone gemeenschappelijke lasten van het voorbije jaar in het
            reservefonds, tenzij de algemene vergadering met een meerderheid van vier vijfde anders beslist. Wij stemmen
            het reservefonds af op de werken die eraan komen, zodat grote uitgaven geen onaangename verrassing worden.
          </p>
          <h3>Technische opvolging</h3>
          <p>
            Wij beheren de onderhoudscontracten, plannen keuringen en volgen herstellingen op tot ze afgerond zijn. Ook
            verplichtingen zoals het EPC voor de gemeenschappelijke delen houden wij voor u in de gaten.
          </p>
        </Prose>
        <Paper variant="outlined" sx={{ p: 3, mt: 2, maxWidth: '72ch', borderColor: 'secondary.main' }}>
          <Typography variant="h3" sx={{ mb: 1 }}>
            Dringend probleem? Dag en nacht bereikbaar
          </Typography>
          <Typography sx={{ mb: 1 }}>
            Bij een waterlek, een defecte lift of stormschade in de gemeenschappelijke delen belt u ons noodnummer{' '}
            <EmergencyNumberLink />.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {EMERGENCY_WARNING} Niet dringend? Bel dan tijdens de kantooruren naar{' '}
            <Link href={telHref(NON_URGENT_NUMBER)} underline="always">
              {NON_URGENT_NUMBER}
            </Link>
            .
          </Typography>
        </Paper>
      </Section>

      <Section id="overstappen" title="Van syndicus veranderen" tone="sand">
        <Prose>
          <p>
            Bent u niet tevreden over uw huidige syndicus? De algemene vergadering kan het mandaat op elk moment
            beëindigen met een absolute meerderheid. Mede-eigenaars die samen minstens een vijfde van de aandelen
            bezitten, kunnen vragen om daarvoor een algemene vergadering samen te roepen. Kijk wel na wat uw huidige
            contract bepaalt: wie zonder reden vroegtijdig opzegt, kan een contractuele vergoeding verschuldigd zijn.
          </p>
          <p>
            De vorige syndicus moet het volledige dossier binnen dertig dagen overdragen. Wij nemen die overdracht in
            handen: wij vragen de stukken op, controleren de rekeningen en zorgen ervoor dat lopende dossiers zonder
            onderbreking verder lopen.
          </p>
        </Prose>
      </Section>

      <Section id="waarom" title={`Waarom kiezen voor ${firm.name}?`}>
        <StatFigures figures={figures} sx={{ mb: 4 }} />
        <Prose>
          <p>
            Al {YEARS_OF_EXPERIENCE_CLAIM} beheren wij appartementsgebouwen in het Waasland, in de regio Aalst en in het
            Meetjesland. Als professionele syndicus zijn wij ingeschreven bij het Beroepsinstituut van Vastgoedmakelaars
            (BIV) en volgen wij de deontologische code van dat instituut. Onze medewerkers scholen zich jaarlijks bij.
          </p>
          <p>
            Als mede-eigenaar logt u in op het eigenaarsportaal Opensyndic, en voor een persoonlijk gesprek bent u
            welkom in een van onze kantoren. Meer weten over ons kantoor? Lees dan{' '}
            <Link href={routes.overOns} underline="always">
              wie wij zijn
            </Link>
            .
          </p>
        </Prose>
      </Section>

      <CallToAction />
    </>
  );
}
