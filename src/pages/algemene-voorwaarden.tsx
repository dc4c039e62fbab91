import * as React from 'react';
import type { HeadFC } from 'gatsby';
import Link from '@mui/material/Link';
import { firm } from '../config/firm';
import { routes } from '../lib/routes';
import { PageHero } from '../components/common/PageHero';
import { Prose, Section } from '../components/common/Section';
import { Seo } from '../components/seo/Seo';

const TITLE = 'Algemene voorwaarden';
const DESCRIPTION = `De algemene voorwaarden van ${firm.name} voor het gebruik van deze website en voor onze vrijblijvende offertes voor syndicusbeheer.`;
const LAST_UPDATED = '22 november 2026';

export default function AlgemeneVoorwaardenPage() {
  return (
    <>
      <PageHero
        title={TITLE}
        lead="Deze voorwaarden gelden voor het gebruik van onze website en voor de offertes die wij op uw vraag opstellen."
      />
      <Section>
        <Prose>
          <p>
            <em>Laatst bijgewerkt: {LAST_UPDATED}</em>
          </p>

          <h2>1. Wie zijn wij?</h2>
          <p>Deze website wordt beheerd door:</p>
          <ul>
            <li>
              <strong>{firm.legalName}</strong>
            </li>
            <li>Ondernemingsnummer: {firm.legal.companyNumber}</li>
            <li>Btw-nummer: {firm.legal.vatNumber}</li>
            <li>
              E-mail: <Link href={`mailto:${firm.email}`}>{firm.email}</Link>
            </li>
          </ul>
          <p>
            In deze voorwaarden verwijzen ‘wij’ en ‘ons’ naar {firm.legalName}, en ‘u’ naar iedereen die de website
            bezoekt of een offerte aanvraagt.
          </p>

          <h2>2. Toepassingsgebied</h2>
          <p>
            Deze algemene voorwaarden zijn van toepassing op elk bezoek aan en elk gebruik van deze website, en op elke
            offerte die wij opstellen. Door de website te gebruiken of een offerte aan te vragen, aanvaardt u deze
            voorwaarden.
          </p>
          <p>
            Ons eigenlijke beheer als syndicus valt niet onder deze voorwaarden. Dat beheer wordt altijd geregeld in een
            afzonderlijke, schriftelijke syndicusovereenkomst (zie punt 5).
          </p>

          <h2>3. Gebruik van de website</h2>
          <p>
            De informatie op deze website, waaronder de artikels op onze blog en de antwoorden op de veelgestelde vragen,
            is algemeen van aard. Ze is niet afgestemd op uw persoonlijke situatie of op uw gebouw en vervangt geen
            juridisch, technisch of financieel advies.
          </p>
          <p>
            U gebruikt de website op een normale en rechtmatige manier. Het is niet toegestaan om de werking van de
            website te verstoren, onze formulieren te misbruiken voor ongevraagde berichten of de website geautomatiseerd
            uit te lezen op een manier die de werking ervan belast.
          </p>

          <h2>4. Offertes</h2>
          <ul>
            <li>
              Elke offerte is vrijblijvend. Een offerte aanvragen verplicht u tot niets, en een offerte is op zich geen
              overeenkomst.
            </li>
            <li>
              Wij stellen de offerte op aan de hand van de gegevens die u ons bezorgt en van wat wij tijdens een eventueel
              plaatsbezoek vaststellen. Blijken die gegevens onvolledig of onjuist, dan kunnen wij de offerte aanpassen.
            </li>
            <li>
              De geldigheidsduur van een offerte staat op de offerte zelf vermeld. Na afloop van die termijn kunnen wij de
              offerte actualiseren, bijvoorbeeld als de toestand van het gebouw of de wetgeving intussen is gewijzigd.
            </li>
            <li>Kennelijke vergissingen of schrijffouten in een offerte binden ons niet.</li>
          </ul>

          <h2>5. De syndicusovereenkomst</h2>
          <p>
            Een syndicus wordt aangesteld door de algemene vergadering van de vereniging van mede-eigenaars, bij absolute
            meerderheid van stemmen. Onze opdracht als syndicus begint pas nadat de algemene vergadering ons heeft
            aangesteld en de schriftelijke syndicusovereenkomst heeft goedgekeurd. Een schriftelijke syndicusovereenkomst is
            sinds 2010 wettelijk verplicht.
          </p>
          <p>
            De rechten en plichten van de vereniging van mede-eigenaars en van ons als syndicus liggen vast in die
            overeenkomst en in de wet. Bij tegenstrijdigheid heeft de syndicusovereenkomst voorrang op deze algemene
            voorwaarden. Het mandaat van een syndicus duurt maximaal drie jaar en kan enkel door een uitdrukkelijke
            beslissing van de algemene vergadering worden verlengd.
          </p>

          <h2>6. Aansprakelijkheid voor de inhoud van de website</h2>
          <p>
            Wij besteden veel zorg aan de informatie op deze website. Toch kunnen wij niet
            garanderen dat alle informatie op elk moment volledig, juist en actueel is; regelgeving verandert, en een
            algemene tekst houdt geen rekening met de bijzonderheden van uw gebouw.
          </p>
          <p>
            Wij zijn niet aansprakelijk voor schade die voortvloeit uit het gebruik van de informatie op deze website, uit
            het tijdelijk niet beschikbaar zijn van de website of uit technische storingen, behalve in geval van opzet of
            zware fout van onze kant.
          </p>
          <p>
            De website kan links bevatten naar websites van derden, zoals het eigenaarsportaal, overheidsdiensten of
            kaartdiensten. Wij hebben geen controle over de inhoud of de werking van die websites en zijn er niet
            verantwoordelijk voor.
          </p>

          <h2>7. Intellectuele eigendom</h2>
          <p>
            De teksten, foto’s, illustraties, logo’s en de vormgeving van deze website zijn beschermd door het
            auteursrecht en andere intellectuele-eigendomsrechten. Zij behoren toe aan {firm.legalName} of aan derden die
            ons toestemming gaven om ze te gebruiken.
          </p>
          <p>
            U mag de inhoud van de website raadplegen en voor persoonlijk, niet-commercieel gebruik afdrukken. Elke andere
            vorm van overname, verspreiding of bewerking is verboden zonder onze voorafgaande schriftelijke toestemming.
          </p>

          <h2>8. Privacy en cookies</h2>
          <p>
            Hoe wij omgaan met uw persoonsgegevens, leest u in ons <Link href={routes.privacybeleid}>privacybeleid</Link>.
            Welke cookies deze website gebruikt, leest u in ons <Link href={routes.cookiebeleid}>cookiebeleid</Link>.
          </p>

          <h2>9. Beroepsregels en erkenning</h2>
          <p>
            {firm.legalName} is als vastgoedmakelaar-syndicus ingeschreven bij het Beroepsinstituut van Vastgoedmakelaars
            (BIV):
          </p>
          <ul>
            {firm.legal.bivNumbers.map((number) => (
              <li key={number}>{number}</li>
            ))}
          </ul>
          <p>
            Wij zijn onderworpen aan de deontologische code van het BIV, vastgelegd in het koninklijk besluit van 29 juni
            2018. Toezichthoudende overheid: {firm.legal.supervisoryAuthority}.
          </p>
          <ul>
            <li>Kwaliteitscertificaat: {firm.legal.qualityCertificate}</li>
            <li>Beroepsaansprakelijkheid: {firm.legal.liabilityInsurer}</li>
          </ul>

          <h2>10. Toepasselijk recht en bevoegde rechtbank</h2>
          <p>
            Op deze algemene voorwaarden, op het gebruik van de website en op onze offertes is uitsluitend het Belgische
            recht van toepassing.
          </p>
          <p>
            Wij proberen elk geschil eerst in onderling overleg op te lossen. Lukt dat niet, dan zijn uitsluitend de
            rechtbanken van het gerechtelijk arrondissement waar onze maatschappelijke zetel gevestigd is bevoegd,
            onverminderd de dwingende bevoegdheidsregels die de wet oplegt, onder meer ter bescherming van consumenten.
          </p>

          <h2>11. Wijzigingen</h2>
          <p>
            Wij kunnen deze algemene voorwaarden aanpassen. De versie die op deze pagina staat, is van toepassing op elk
            bezoek aan de website en op elke offerte die na de datum van de laatste wijziging wordt opgesteld.
          </p>
        </Prose>
      </Section>
    </>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} description={DESCRIPTION} path={routes.algemeneVoorwaarden} />;
