import * as React from 'react';
import type { HeadFC } from 'gatsby';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { firm } from '../config/firm';
import { COOKIE_CONSENT_KEY, COOKIE_PREFERENCES_KEY } from '../lib/constants';
import { OPEN_COOKIE_SETTINGS_ATTRIBUTE } from '../lib/cookieEvents';
import { routes } from '../lib/routes';
import { PageHero } from '../components/common/PageHero';
import { Prose, Section } from '../components/common/Section';
import { NEW_TAB_HINT, VisuallyHidden } from '../components/common/VisuallyHidden';
import { Seo } from '../components/seo/Seo';

const TITLE = 'Cookiebeleid';
const DESCRIPTION = `Welke cookies en lokale opslag de website van ${firm.name} gebruikt: noodzakelijke, functionele en analytische cookies, en hoe u uw keuze wijzigt.`;
const LAST_UPDATED = '22 november 2026';

interface CookieRow {
  name: React.ReactNode;
  provider: string;
  purpose: string;
  retention: string;
}

interface CookieCategory {
  id: string;
  title: string;
  status: string;
  description: React.ReactNode;
  rows: readonly CookieRow[];
}

const code = (text: string) => (
  <Box component="code" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.9em', bgcolor: '#eef3f8', px: 0.5, borderRadius: 0.5 }}>
    {text}
  </Box>
);

const categories: readonly CookieCategory[] = [
  {
    id: 'noodzakelijk',
    title: 'Noodzakelijke cookies',
    status: 'Altijd actief',
    description:
      'Deze gegevens zijn nodig om de website te laten werken en om uw cookiekeuze te onthouden. U kunt ze niet uitschakelen in de cookie-instellingen. Wij bewaren uw keuze in de lokale opslag (local storage) van uw browser; die gegevens worden niet naar onze server verstuurd.',
    rows: [
      {
        name: code(COOKIE_CONSENT_KEY),
        provider: 'Deze website (lokale opslag)',
        purpose: 'Onthoudt welke keuze u in de cookiebanner hebt gemaakt: alle cookies, alleen noodzakelijke cookies of uw eigen voorkeuren.',
        retention: 'Tot u uw keuze wijzigt of de opslag van uw browser wist.',
      },
      {
        name: code(COOKIE_PREFERENCES_KEY),
        provider: 'Deze website (lokale opslag)',
        purpose: 'Onthoudt per categorie of u functionele en analytische cookies toestaat.',
        retention: 'Tot u uw keuze wijzigt of de opslag van uw browser wist.',
      },
      {
        name: 'Beveiligingstoken van de botcontrole',
        provider: 'Google reCAPTCHA',
        purpose:
          'Wordt alleen op pagina’s met een formulier aangemaakt en samen met het formulier verstuurd, om na te gaan dat een mens het formulier invult en geen bot. Google kan daarbij eigen cookies gebruiken.',
        retention: 'Het token is slechts kort geldig en dient enkel voor het versturen van het formulier.',
      },
    ],
  },
  {
    id: 'functioneel',
    title: 'Functionele cookies',
    status: 'Alleen na uw toestemming',
    description:
      'Op de contactpagina kunnen wij een kaart van onze kantoren tonen. Die kaarten worden aangeboden door Google Maps, dat daarbij cookies kan plaatsen en gegevens over uw bezoek ontvangt. Zonder uw toestemming laden wij de ingesloten kaarten niet; u kunt de ligging van onze kantoren dan nog altijd bekijken via de kaartlink, die in een nieuw tabblad opent.',
    rows: [
      {
        name: 'Ingesloten kaarten van onze kantoren',
        provider: 'Google Maps',
        purpose: 'Toont de ligging van onze kantoren rechtstreeks op de pagina.',
        retention: 'Volgens het cookiebeleid van Google.',
      },
    ],
  },
  {
    id: 'analytisch',
    title: 'Analytische cookies',
    status: 'Alleen na uw toestemming',
    description:
      'Met Google Analytics 4 kunnen wij meten hoe bezoekers de website gebruiken, zodat wij ze kunnen verbeteren. Wij plaatsen deze cookies alleen als wij Google Analytics op deze website hebben geactiveerd én u analytische cookies hebt aanvaard. IP-adressen worden daarbij geanonimiseerd. Trekt u uw toestemming in, dan schakelen wij Google Analytics uit en verwijderen wij deze cookies.',
    rows: [
      {
        name: code('_ga'),
        provider: 'Google Analytics 4',
        purpose: 'Onderscheidt bezoekers van elkaar, zodat wij bezoekersstatistieken kunnen opstellen.',
        retention: '2 jaar',
      },
      {
        name: code('_ga_<id>'),
        provider: 'Google Analytics 4',
        purpose: 'Houdt de sessie van uw bezoek bij voor dezelfde statistieken.',
        retention: '2 jaar',
      },
    ],
  },
];

export default function CookiebeleidPage() {
  return (
    <>
      <PageHero
        title={TITLE}
        lead="Hier leest u welke cookies en vergelijkbare technieken deze website gebruikt, waarvoor ze dienen en hoe u uw keuze op elk moment wijzigt."
      />

      <Section>
        <Prose>
          <p>
            <em>Laatst bijgewerkt: {LAST_UPDATED}</em>
          </p>
          <h2>Wat zijn cookies?</h2>
          <p>
            Cookies zijn kleine tekstbestanden die een website via uw browser op uw toestel plaatst. Vergelijkbare
            technieken, zoals de lokale opslag (local storage) van uw browser, werken op een gelijkaardige manier. In dit
            cookiebeleid noemen wij ze samen ‘cookies’.
          </p>
          <p>
            Bij uw eerste bezoek vragen wij in de cookiebanner welke cookies u toestaat. Noodzakelijke cookies zijn altijd
            actief. Functionele en analytische cookies gebruiken wij alleen als u daarvoor toestemming geeft.
          </p>
        </Prose>
      </Section>

      <Section id="categorieen" title="Welke cookies gebruiken wij?" tone="mist">
        {categories.map((category) => (
          <Box key={category.id} component="section" aria-labelledby={`${category.id}-title`} sx={{ mb: 5, '&:last-of-type': { mb: 0 } }}>
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 1.5 }}>
              <Typography id={`${category.id}-title`} variant="h3" component="h3">
                {category.title}
              </Typography>
              <Chip label={category.status} size="small" color="primary" variant="outlined" sx={{ bgcolor: '#fff', fontWeight: 600 }} />
            </Box>
            <Typography sx={{ mb: 2, maxWidth: '72ch' }}>{category.description}</Typography>
            <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={`Tabel: ${category.title}`}>
              <Table size="small" aria-labelledby={`${category.id}-title`}>
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
                      Naam
                    </TableCell>
                    <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
                      Aanbieder
                    </TableCell>
                    <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
                      Doel
                    </TableCell>
                    <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
                      Bewaartermijn
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {category.rows.map((row) => (
                    <TableRow key={row.purpose} sx={{ verticalAlign: 'top' }}>
                      <TableCell component="th" scope="row" sx={{ minWidth: 140 }}>
                        {row.name}
                      </TableCell>
                      <TableCell sx={{ minWidth: 140 }}>{row.provider}</TableCell>
                      <TableCell sx={{ minWidth: 240 }}>{row.purpose}</TableCell>
                      <TableCell sx={{ minWidth: 140 }}>{row.retention}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Box>
        ))}
      </Section>

      <Section id="keuze-wijzigen" title="Uw keuze wijzigen">
        <Prose>
          <p>
            U kunt uw keuze op elk moment aanpassen of uw toestemming intrekken. Klik op de knop hieronder, of gebruik de
            link ‘Cookie-instellingen’ onderaan elke pagina. Uw nieuwe keuze geldt meteen.
          </p>
        </Prose>
        <Box sx={{ mt: 1, mb: 3 }}>
          <Button variant="contained" {...OPEN_COOKIE_SETTINGS_ATTRIBUTE} aria-haspopup="dialog">
            Cookie-instellingen wijzigen
          </Button>
        </Box>
        <Prose>
          <p>
            U kunt cookies en de lokale opslag ook zelf verwijderen of blokkeren via de instellingen van uw browser. Doet u
            dat, dan vragen wij bij uw volgende bezoek opnieuw naar uw keuze.
          </p>
          <h3>Meer informatie</h3>
          <p>
            Hoe wij omgaan met uw persoonsgegevens, leest u in ons <Link href={routes.privacybeleid}>privacybeleid</Link>.
            Voor de cookies van Google verwijzen wij naar het{' '}
            <Link href="https://policies.google.com/technologies/cookies" target="_blank" rel="noopener">
              cookiebeleid van Google
              <VisuallyHidden>{NEW_TAB_HINT}</VisuallyHidden>
            </Link>
            . Hebt u vragen over ons cookiebeleid? Mail dan naar <Link href={`mailto:${firm.email}`}>{firm.email}</Link>.
          </p>
        </Prose>
      </Section>
    </>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} description={DESCRIPTION} path={routes.cookiebeleid} />;
