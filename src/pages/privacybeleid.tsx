import * as React from 'react';
import type { HeadFC } from 'gatsby';
import Link from '@mui/material/Link';
import { firm } from '../config/firm';
import { offices, officeAddressLine } from '../lib/offices';
import { routes } from '../lib/routes';
import { PageHero } from '../components/common/PageHero';
import { Prose, Section } from '../components/common/Section';
import { NEW_TAB_HINT, VisuallyHidden } from '../components/common/VisuallyHidden';
import { Seo } from '../components/seo/Seo';

const TITLE = 'Privacybeleid';
const DESCRIPTION = `Hoe ${firm.name} uw persoonsgegevens verwerkt via het contact- en offerteformulier, hoe lang wij ze bewaren en welke rechten u hebt.`;
const LAST_UPDATED = '22 november 2026';

const postOffice = offices.find((o) => o.id === 'sint-niklaas') ?? offices[0];

function ExternalLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener">
      {children}
      <VisuallyHidden>{NEW_TAB_HINT}</VisuallyHidden>
    </Link>
  );
}

export default function PrivacybeleidPage() {
  return (
    <>
      <PageHero
        title={TITLE}
        lead="Wij gaan zorgvuldig om met de persoonsgegevens die u ons toevertrouwt. Hier leest u welke gegevens wij via deze website verwerken, waarom, hoe lang en welke rechten u hebt."
      />
      <Section>
        <Prose>
          <p>
            <em>Laatst bijgewerkt: {LAST_UPDATED}</em>
          </p>
          <p>
            Dit privacybeleid geldt voor de persoonsgegevens die wij verwerken wanneer u deze website bezoekt, ons een
            bericht stuurt of een offerte aanvraagt. Wij verwerken uw gegevens in overeenstemming met de Algemene
            Verordening Gegevensbescherming (AVG of GDPR) en de Belgische privacywetgeving.
          </p>

          <h2>1. Wie is verantwoordelijk voor uw gegevens?</h2>
          <p>De verwerkingsverantwoordelijke is:</p>
          <ul>
            <li>
              <strong>{firm.legalName}</strong>
            </li>
            <li>Ondernemingsnummer: {firm.legal.companyNumber}</li>
            <li>
              E-mail: <Link href={`mailto:${firm.email}`}>{firm.email}</Link>
            </li>
            <li>
              Post: kantoor {postOffice.name}, {officeAddressLine(postOffice)}
            </li>
          </ul>
          <p>Voor elke vraag over uw gegevens of over dit privacybeleid kunt u op deze adressen bij ons terecht.</p>

          <h2>2. Welke gegevens verwerken wij en waarom?</h2>
          <h3>Het contactformulier</h3>
          <p>
            Wanneer u ons een bericht stuurt via het contactformulier, verwerken wij uw naam, uw e-mailadres, uw
            telefoonnummer en de inhoud van uw bericht. Wij bewaren ook dat u akkoord bent gegaan met dit privacybeleid.
            Wij gebruiken deze gegevens uitsluitend om uw vraag te beantwoorden en op te volgen.
          </p>
          <h3>Het offerteformulier</h3>
          <p>
            Wanneer u een offerte aanvraagt, verwerken wij de gegevens over uw gebouw (zoals het soort gebouw, het aantal
            eenheden, het adres of de gemeente, de huidige syndicus en de gewenste startdatum), uw naam, uw e-mailadres,
            uw telefoonnummer en uw eventuele opmerkingen. Wij gebruiken deze gegevens om contact met u op te nemen, een
            offerte op te stellen en die met u te bespreken.
          </p>
          <h3>E-mail en telefoon</h3>
          <p>
            Neemt u rechtstreeks contact met ons op per e-mail of telefoon, dan verwerken wij de gegevens die u ons
            daarbij bezorgt, eveneens met als enig doel uw vraag te behandelen.
          </p>
          <h3>Op welke rechtsgrond?</h3>
          <ul>
            <li>
              <strong>Precontractuele maatregelen op uw verzoek</strong> (artikel 6.1.b AVG): wanneer u een offerte
              aanvraagt of een vraag stelt met het oog op een mogelijke samenwerking, verwerken wij uw gegevens om op uw
              verzoek stappen te zetten vóór het sluiten van een overeenkomst.
            </li>
            <li>
              <strong>Gerechtvaardigd belang</strong> (artikel 6.1.f AVG): het beantwoorden van andere vragen die u ons
              stelt, en het beveiligen van onze formulieren tegen spam en misbruik (zie punt 4).
            </li>
            <li>
              <strong>Toestemming</strong> (artikel 6.1.a AVG): voor functionele en analytische cookies, zoals beschreven
              in ons <Link href={routes.cookiebeleid}>cookiebeleid</Link>.
            </li>
          </ul>
          <p>
            Wij gebruiken uw gegevens niet voor reclame of nieuwsbrieven en nemen geen beslissingen die uitsluitend op
            geautomatiseerde verwerking berusten.
          </p>

          <h2>3. Hoe lang bewaren wij uw gegevens?</h2>
          <p>
            Berichten en aanvragen die u via een formulier op deze website verstuurt, worden in de database van de website
            opgeslagen en vervolgens afgeleverd in onze mailbox. Nadat een bericht in onze mailbox is afgeleverd, bewaart
            de database van de website het nog maximaal 30 dagen; daarna wordt het daar verwijderd.
          </p>
          <p>
            In onze mailbox behandelen wij uw bericht als gewone correspondentie. Wij bewaren het zolang dat nodig is om
            uw vraag of aanvraag op te volgen. Leidt uw aanvraag tot een samenwerking, dan bewaren wij de gegevens zolang
            die samenwerking loopt en daarna zolang de wet ons dat oplegt.
          </p>

          <h2>4. Bescherming tegen spam: Google reCAPTCHA</h2>
          <p>
            Om onze formulieren te beschermen tegen spam en misbruik door geautomatiseerde programma’s (bots), gebruiken
            wij Google reCAPTCHA v3. Deze dienst wordt uitsluitend geladen op pagina’s met een formulier.
          </p>
          <p>
            reCAPTCHA beoordeelt op de achtergrond of een formulier door een mens of door een bot wordt ingevuld. Daarvoor
            verwerkt Google gegevens over uw toestel en uw gebruik van de pagina, zoals uw IP-adres, gegevens over uw
            browser en de manier waarop u met de pagina omgaat. Het resultaat van die controle ontvangen wij als een
            beveiligingstoken bij het versturen van het formulier. Wij doen dit op basis van ons gerechtvaardigd belang om
            onze website en onze mailbox te beveiligen.
          </p>
          <p>
            Voor de verwerking door Google gelden het{' '}
            <ExternalLink href="https://policies.google.com/privacy">privacybeleid</ExternalLink> en de{' '}
            <ExternalLink href="https://policies.google.com/terms">servicevoorwaarden</ExternalLink> van Google.
          </p>

          <h2>5. Cookies</h2>
          <p>
            Welke cookies en vergelijkbare technieken deze website gebruikt, en hoe u uw keuze op elk moment kunt
            wijzigen, leest u in ons <Link href={routes.cookiebeleid}>cookiebeleid</Link>.
          </p>

          <h2>6. Met wie delen wij uw gegevens?</h2>
          <p>
            Binnen ons kantoor hebben alleen de medewerkers die uw vraag of aanvraag behandelen toegang tot uw gegevens.
            Daarnaast doen wij een beroep op dienstverleners die in onze opdracht gegevens verwerken:
          </p>
          <ul>
            <li>de hostingprovider van deze website en van de database waarin formulierberichten tijdelijk worden opgeslagen;</li>
            <li>onze e-mailprovider, voor het afleveren en bewaren van berichten in onze mailbox;</li>
            <li>Google, voor de bescherming van onze formulieren met reCAPTCHA (zie punt 4);</li>
            <li>
              Google, voor de ingesloten kaarten van onze kantoren en, als wij die dienst gebruiken, voor
              bezoekersstatistieken via Google Analytics, telkens alleen nadat u functionele respectievelijk analytische
              cookies hebt aanvaard.
            </li>
          </ul>
          <p>
            Met onze verwerkers maken wij afspraken over de beveiliging en vertrouwelijkheid van uw gegevens. Wij
            verkopen of verhuren uw gegevens nooit aan derden. Wij geven ze enkel door aan een overheid als de wet ons
            daartoe verplicht.
          </p>

          <h2>7. Doorgifte buiten de Europese Economische Ruimte</h2>
          <p>
            Bij het gebruik van Google reCAPTCHA, en van de kaarten en Google Analytics als u daarvoor toestemming hebt
            gegeven, kunnen gegevens worden doorgegeven aan en verwerkt op servers van Google
            buiten de Europese Economische Ruimte (EER), onder meer in de Verenigde Staten. Zo’n doorgifte gebeurt
            uitsluitend met de passende waarborgen die de AVG voorschrijft, zoals een adequaatheidsbesluit van de
            Europese Commissie of de standaardcontractbepalingen die de Commissie heeft goedgekeurd.
          </p>

          <h2>8. Uw rechten</h2>
          <p>U hebt de volgende rechten met betrekking tot uw persoonsgegevens:</p>
          <ul>
            <li>
              <strong>Recht op inzage</strong>: u kunt vragen welke gegevens wij over u verwerken en een kopie ervan
              krijgen.
            </li>
            <li>
              <strong>Recht op rectificatie</strong>: u kunt onjuiste of onvolledige gegevens laten verbeteren of
              aanvullen.
            </li>
            <li>
              <strong>Recht op wissing</strong>: u kunt vragen om uw gegevens te verwijderen, tenzij wij ze nog moeten
              bewaren om een wettelijke verplichting na te komen.
            </li>
            <li>
              <strong>Recht op beperking</strong>: u kunt vragen om de verwerking van uw gegevens tijdelijk te beperken,
              bijvoorbeeld terwijl wij de juistheid ervan nagaan.
            </li>
            <li>
              <strong>Recht van bezwaar</strong>: u kunt bezwaar maken tegen een verwerking die op ons gerechtvaardigd
              belang berust.
            </li>
            <li>
              <strong>Recht op overdraagbaarheid</strong>: u kunt de gegevens die u ons zelf hebt bezorgd in een
              gestructureerde, gangbare en machineleesbare vorm ontvangen of laten doorgeven.
            </li>
            <li>
              <strong>Recht om uw toestemming in te trekken</strong>: steunt een verwerking op uw toestemming, zoals bij
              functionele en analytische cookies, dan kunt u die op elk moment intrekken. Dat doet geen afbreuk aan de
              rechtmatigheid van de verwerking vóór de intrekking.
            </li>
          </ul>
          <p>
            U oefent deze rechten uit door te mailen naar <Link href={`mailto:${firm.email}`}>{firm.email}</Link>. Om te
            voorkomen dat iemand anders uw gegevens opvraagt, kunnen wij u vragen om uw identiteit aan te tonen. Wij
            antwoorden binnen de termijn van één maand die de AVG voorschrijft.
          </p>

          <h2>9. Klacht indienen</h2>
          <p>
            Bent u niet tevreden over de manier waarop wij met uw gegevens omgaan? Laat het ons dan eerst weten, zodat wij
            samen naar een oplossing kunnen zoeken. U hebt daarnaast altijd het recht om een klacht in te dienen bij de
            toezichthoudende autoriteit:
          </p>
          <p>
            Gegevensbeschermingsautoriteit
            <br />
            Drukpersstraat 35
            <br />
            1000 Brussel
            <br />
            <ExternalLink href="https://www.gegevensbeschermingsautoriteit.be">www.gegevensbeschermingsautoriteit.be</ExternalLink>
          </p>

          <h2>10. Beveiliging</h2>
          <p>
            Wij nemen passende technische en organisatorische maatregelen om uw gegevens te beschermen tegen verlies,
            misbruik en ongeoorloofde toegang. Berichten blijven slechts zo kort als nodig in de database van de website
            staan, zoals beschreven in punt 3.
          </p>

          <h2>11. Wijzigingen</h2>
          <p>
            Wij kunnen dit privacybeleid aanpassen, bijvoorbeeld wanneer de website of de wetgeving verandert. De datum
            bovenaan deze pagina toont wanneer het beleid het laatst werd bijgewerkt. Zie ook onze{' '}
            <Link href={routes.algemeneVoorwaarden}>algemene voorwaarden</Link>.
          </p>
        </Prose>
      </Section>
    </>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} description={DESCRIPTION} path={routes.privacybeleid} />;
