import * as React from 'react';
import type { HeadFC } from 'gatsby';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { firm } from '../config/firm';
import { EMERGENCY_NUMBER, EMERGENCY_WARNING, NON_URGENT_NUMBER } from '../lib/constants';
import { routes } from '../lib/routes';
import { PageHero } from '../components/common/PageHero';
import { Prose, Section } from '../components/common/Section';
import { CallToAction } from '../components/common/CallToAction';
import { Seo } from '../components/seo/Seo';

const TITLE = 'Veelgestelde vragen';
const DESCRIPTION = `Antwoorden van ${firm.name} op vragen over de syndicus, de algemene vergadering, het reservefonds, verzekeringen en laadpalen in mede-eigendom.`;

interface Faq {
  id: string;
  question: string;
  /** One string per paragraph. */
  answer: readonly string[];
}

interface FaqTheme {
  id: string;
  title: string;
  tone: 'plain' | 'mist' | 'sand';
  items: readonly Faq[];
}

const faqThemes: readonly FaqTheme[] = [
  {
    id: 'syndicus',
    title: 'De syndicus',
    tone: 'plain',
    items: [
      {
        id: 'syndicus-verplicht',
        question: 'Is een syndicus verplicht, ook in een klein gebouw?',
        answer: [
          'Ja. Elke vereniging van mede-eigenaars (VME) moet een syndicus hebben. Dat is het geval zodra twee of meer appartementen een verschillende eigenaar hebben, ongeacht de grootte van het gebouw.',
          'De syndicus hoeft geen professional te zijn: ook een mede-eigenaar kan die rol opnemen. Een professionele syndicus moet wel ingeschreven zijn bij het Beroepsinstituut van Vastgoedmakelaars (BIV).',
        ],
      },
      {
        id: 'taken-syndicus',
        question: 'Wat doet een syndicus?',
        answer: [
          'De syndicus is de wettelijke vertegenwoordiger van de VME, in en buiten rechte. Hij roept de algemene vergadering bijeen, notuleert de beslissingen en voert ze uit. Hij mag ook zelfstandig, zonder voorafgaande beslissing, bewarende en voorlopige maatregelen nemen, bijvoorbeeld bij een dringend probleem.',
          'Daarnaast beheert hij de gelden op rekeningen op naam van de VME, met een aparte rekening voor het werkkapitaal en voor het reservekapitaal. Hij houdt de boekhouding bij, stelt jaarlijks een begroting op, zorgt voor de verzekeringen en bezorgt de notaris de nodige informatie bij een verkoop.',
        ],
      },
      {
        id: 'wat-mag-niet',
        question: 'Wat mag een syndicus niet?',
        answer: [
          'Een syndicus mag geen volmachten van mede-eigenaars aannemen voor de algemene vergadering. Hij kan geen lid zijn van de raad van mede-eigendom en ook geen commissaris van de rekeningen.',
          'Hij mag de VME niet verbinden buiten zijn mandaat zonder uitdrukkelijke beslissing van de algemene vergadering en mag niet op eigen houtje niet-dringende werken bestellen. Hij mag evenmin de nutsvoorzieningen afsluiten van een mede-eigenaar die zijn lasten niet betaalt.',
        ],
      },
      {
        id: 'duur-mandaat',
        question: 'Hoe lang duurt het mandaat van een syndicus?',
        answer: [
          'Het mandaat duurt maximaal drie jaar. Het kan enkel worden verlengd door een uitdrukkelijke beslissing van de algemene vergadering; een stilzwijgende verlenging bestaat niet.',
          'Sinds 2010 moet de opdracht van de syndicus bovendien vastliggen in een schriftelijke overeenkomst.',
        ],
      },
      {
        id: 'veranderen-van-syndicus',
        question: 'Hoe verandert onze VME van syndicus?',
        answer: [
          'De algemene vergadering kan het mandaat van de syndicus op elk moment beëindigen bij absolute meerderheid, en stelt met dezelfde meerderheid een nieuwe syndicus aan. Bij een vroegtijdige beëindiging zonder reden kan een contractuele schadevergoeding verschuldigd zijn.',
          'Mede-eigenaars die samen minstens een vijfde van de aandelen bezitten, kunnen vragen om een algemene vergadering bijeen te roepen. Gebeurt dat niet binnen dertig dagen, dan mogen zij de vergadering zelf bijeenroepen. De vorige syndicus moet het volledige dossier binnen dertig dagen aan de nieuwe syndicus overdragen.',
        ],
      },
    ],
  },
  {
    id: 'algemene-vergadering',
    title: 'De algemene vergadering',
    tone: 'mist',
    items: [
      {
        id: 'oproeping',
        question: 'Hoe vaak komt de algemene vergadering samen en hoe wordt ze bijeengeroepen?',
        answer: [
          'De algemene vergadering komt minstens één keer per jaar samen. De oproeping gebeurt per aangetekende brief, minstens vijftien dagen op voorhand, tenzij een mede-eigenaar ermee heeft ingestemd om de oproeping via een ander kanaal te ontvangen.',
          'Wilt u zelf een punt op de agenda plaatsen? Bezorg het de syndicus dan minstens drie weken vóór de periode waarin de gewone algemene vergadering volgens de statuten plaatsvindt.',
        ],
      },
      {
        id: 'geldig-beslissen',
        question: 'Wanneer kan de algemene vergadering geldig beslissen?',
        answer: [
          'De vergadering kan geldig beslissen als meer dan de helft van de mede-eigenaars aanwezig of vertegenwoordigd is en zij samen minstens de helft van de aandelen bezitten, of als de aanwezigen samen meer dan drie vierde van de aandelen vertegenwoordigen.',
          'Is dat niet het geval, dan wordt er minstens vijftien dagen later een tweede vergadering gehouden. Die kan geldig beslissen, ongeacht het aantal aanwezigen.',
        ],
      },
      {
        id: 'meerderheden',
        question: 'Welke meerderheid is nodig voor een beslissing?',
        answer: [
          'Elke mede-eigenaar stemt met het aantal aandelen (quotiteiten) dat hij bezit. Standaard beslist de vergadering bij absolute meerderheid van de aanwezige of vertegenwoordigde stemmen. Onthoudingen, blanco en ongeldige stemmen tellen niet mee.',
          'Voor werken aan de gemeenschappelijke delen is een meerderheid van twee derde nodig, tenzij het om wettelijk verplichte of bewarende werken gaat: daarvoor volstaat de absolute meerderheid. Een wijziging van de verdeelsleutels van de kosten of een verkoop van gemeenschappelijke onroerende goederen vraagt vier vijfde. Voor een wijziging van de aandelen zelf is eenparigheid vereist.',
        ],
      },
      {
        id: 'beslissing-aanvechten',
        question: 'Kan ik een beslissing van de algemene vergadering aanvechten?',
        answer: [
          'Ja, als de beslissing onregelmatig, bedrieglijk of onrechtmatig is en u er persoonlijk nadeel van ondervindt. U moet dat doen binnen vier maanden na de algemene vergadering, bij de vrederechter, die exclusief bevoegd is voor geschillen in mede-eigendom. Hebt u zelf voor de beslissing gestemd, dan kunt u ze niet aanvechten.',
        ],
      },
      {
        id: 'raad-van-mede-eigendom',
        question: 'Wanneer is een raad van mede-eigendom verplicht?',
        answer: [
          'Een raad van mede-eigendom is verplicht in gebouwen met minstens twintig kavels, zonder de kelders, garages en parkeerplaatsen mee te tellen. Daarnaast stelt de algemene vergadering elk jaar een commissaris van de rekeningen aan. Dat kan een mede-eigenaar zijn of een externe persoon, maar nooit de syndicus.',
        ],
      },
    ],
  },
  {
    id: 'financien-en-gebouw',
    title: 'Financiën, verzekeringen en het gebouw',
    tone: 'plain',
    items: [
      {
        id: 'reservefonds',
        question: 'Is een reservefonds verplicht?',
        answer: [
          'Sinds 1 januari 2019 moet de VME een reservefonds aanleggen zodra de gemeenschappelijke delen minstens vijf jaar geleden voorlopig werden opgeleverd. Jaarlijks gaat er minstens 5% van het totaal van de gewone gemeenschappelijke lasten van het vorige jaar naartoe. De algemene vergadering kan met een meerderheid van vier vijfde beslissen om geen reservefonds aan te leggen.',
          'Verkoopt u uw appartement, dan blijft uw aandeel in het reservekapitaal bij de VME. Het werkkapitaal voor de periode die u niet meer gebruikt, kunt u wel terugvragen.',
        ],
      },
      {
        id: 'brandverzekering',
        question: 'Is een brandverzekering voor het gebouw verplicht?',
        answer: [
          'De brandverzekering van het gebouw is geen algemene wettelijke verplichting, maar wordt doorgaans opgelegd door de basisakte. Daarnaast zijn een aansprakelijkheidsverzekering voor het gebouw, rechtsbijstand en een alle-risico’s-polis bij werken gebruikelijk.',
          'Wettelijk verplicht is wel de aansprakelijkheidsverzekering van de syndicus zelf.',
        ],
      },
      {
        id: 'laadpaal',
        question: 'Mag ik een laadpaal voor mijn auto laten plaatsen?',
        answer: [
          'Een mede-eigenaar mag op eigen kosten kabels door de gemeenschappelijke delen leggen om de energievoorziening van zijn kavel te optimaliseren, bijvoorbeeld voor een laadpaal. Hij moet de syndicus daarvan minstens twee maanden vooraf per aangetekende brief op de hoogte brengen, met een beschrijving van de werken en de reden ervoor.',
          'Binnen die twee maanden kan er op rechtmatige gronden bezwaar worden gemaakt, bijvoorbeeld omdat er al een geschikte installatie is of omwille van de brandveiligheid. Wil de VME een collectief laadsysteem voor alle bewoners, dan beslist de algemene vergadering daarover met een meerderheid van twee derde.',
        ],
      },
      {
        id: 'noodgeval',
        question: 'Wat doe ik bij een dringend probleem in het gebouw?',
        answer: [
          `Voor dringende problemen in de gemeenschappelijke delen buiten de kantooruren, zoals een waterlek of een defecte lift, belt u het noodnummer ${EMERGENCY_NUMBER}. ${EMERGENCY_WARNING}`,
          `Voor niet-dringende vragen belt u tijdens de kantooruren naar ${NON_URGENT_NUMBER} of mailt u naar ${firm.email}.`,
        ],
      },
    ],
  },
];

const faqJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqThemes.flatMap((theme) =>
    theme.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.join(' ') },
    })),
  ),
};

export default function FaqPage() {
  return (
    <>
      <PageHero
        title={TITLE}
        lead="Heldere antwoorden op de vragen die mede-eigenaars ons het vaakst stellen: over de syndicus, de algemene vergadering, de financiën en het gebouw."
      />
      {faqThemes.map((theme) => (
        <Section key={theme.id} id={theme.id} title={theme.title} tone={theme.tone} interactive>
          <Box sx={{ maxWidth: '80ch' }}>
            {theme.items.map((item) => (
              <Accordion key={item.id} disableGutters variant="outlined" slotProps={{ heading: { component: 'h3' } }}>
                <AccordionSummary
                  expandIcon={<ExpandMoreIcon aria-hidden />}
                  id={`${item.id}-vraag`}
                  aria-controls={`${item.id}-antwoord`}
                >
                  <Typography component="span" sx={{ fontWeight: 650, fontSize: '1.0625rem' }}>
                    {item.question}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails>
                  {item.answer.map((paragraph, i) => (
                    <Typography key={i} sx={{ mb: i < item.answer.length - 1 ? 2 : 0 }}>
                      {paragraph}
                    </Typography>
                  ))}
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        </Section>
      ))}
      <Section title="Staat uw vraag er niet bij?" tone="mist">
        <Prose>
          <p>
            Deze antwoorden geven algemene informatie en vervangen geen advies over uw specifieke situatie. Neem gerust{' '}
            <Link href={routes.contact}>contact</Link> met ons op of lees meer over het beheer van mede-eigendommen op
            onze <Link href={routes.blog}>blog</Link>.
          </p>
        </Prose>
      </Section>
      <CallToAction />
    </>
  );
}

export const Head: HeadFC = () => (
  <Seo title={TITLE} description={DESCRIPTION} path={routes.faq} jsonLd={[faqJsonLd]} />
);
