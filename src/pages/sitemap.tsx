import * as React from 'react';
import type { HeadFC } from 'gatsby';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { routes } from '../lib/routes';
import { PageHero } from '../components/common/PageHero';
import { Section } from '../components/common/Section';
import { Seo } from '../components/seo/Seo';

const TITLE = 'Sitemap';

interface Entry {
  label: string;
  to: string;
  children?: readonly Entry[];
}

const groups: ReadonlyArray<{ title: string; entries: readonly Entry[] }> = [
  {
    title: 'Diensten',
    entries: [
      {
        label: 'Residentieel',
        to: routes.residentieel,
        children: [
          { label: 'Appartementsgebouwen', to: routes.syndicusAppartementen },
          { label: 'Assistentiewoningen', to: routes.syndicusAssistentiewoningen },
        ],
      },
      { label: 'KMO-parken', to: routes.kmoParken },
      { label: 'Bedrijvenparken', to: routes.bedrijvenparken },
      { label: 'Nieuwbouw', to: routes.nieuwbouw },
    ],
  },
  {
    title: 'Over ons',
    entries: [
      { label: 'Home', to: routes.home },
      { label: 'Over ons', to: routes.overOns },
      { label: 'Portfolio', to: routes.portfolio },
      { label: 'Blog', to: routes.blog },
      { label: 'Veelgestelde vragen', to: routes.faq },
      {
        label: 'Vacatures',
        to: routes.vacatures,
        children: [
          { label: 'Beheerder syndicus', to: routes.vacatureBeheerder },
          { label: 'Assistent-beheerder syndicus', to: routes.vacatureAssistent },
        ],
      },
    ],
  },
  {
    title: 'Contact',
    entries: [
      { label: 'Contact', to: routes.contact },
      { label: 'Vrijblijvende offerte', to: routes.offerte },
    ],
  },
  {
    title: 'Juridisch',
    entries: [
      { label: 'Privacybeleid', to: routes.privacybeleid },
      { label: 'Cookiebeleid', to: routes.cookiebeleid },
      { label: 'Algemene voorwaarden', to: routes.algemeneVoorwaarden },
      { label: 'Sitemap', to: routes.sitemap },
    ],
  },
];

function EntryList({ entries }: { entries: readonly Entry[] }) {
  return (
    <Typography component="ul" sx={{ pl: 2.5, m: 0, '& li': { my: 0.75 } }}>
      {entries.map((entry) => (
        <li key={entry.to}>
          <Link href={entry.to}>{entry.label}</Link>
          {entry.children && <EntryList entries={entry.children} />}
        </li>
      ))}
    </Typography>
  );
}

export default function SitemapPage() {
  return (
    <>
      <PageHero title={TITLE} lead="Alle pagina's van onze website op één plaats." />
      <Section>
        <Grid container spacing={4}>
          {groups.map((group) => (
            <Grid key={group.title} size={{ xs: 12, sm: 6, md: 3 }} component="section" aria-labelledby={`sitemap-${group.title}`}>
              <Typography variant="h2" id={`sitemap-${group.title}`} sx={{ fontSize: '1.35rem', mb: 1.5 }}>
                {group.title}
              </Typography>
              <EntryList entries={group.entries} />
            </Grid>
          ))}
        </Grid>
      </Section>
    </>
  );
}

export const Head: HeadFC = () => (
  <Seo title={TITLE} description="Overzicht van alle pagina's van onze website: diensten, informatie over ons kantoor, vacatures, contact en juridische informatie." path={routes.sitemap} breadcrumb={{ name: TITLE }} />
);
