import * as React from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PortfolioSections } from '../../lib/content/codePages';
import { offices, officeAddressHref, officeAddressLine } from '../../lib/offices';
import { routes } from '../../lib/routes';
import { statFigures } from '../../lib/stats';
import { CompactCheckList } from '../common/CheckList';
import { Section } from '../common/Section';
import { StatFigures } from '../common/StatFigures';
import { TextWithLinks } from '../common/TextWithLinks';

/** Where each kind of building links, in the order of its card; the words are in content/pages/portfolio.md. */
const kindLinks = [
  routes.syndicusAppartementen,
  routes.syndicusAssistentiewoningen,
  routes.kmoParken,
  routes.nieuwbouw,
] as const;

const keyFigures = [statFigures.buildings, statFigures.residents, statFigures.offices, statFigures.professionals];

/**
 * /portfolio below the filterable grid: the kinds of building, the regions and the firm in figures. The links, the
 * offices and the figures are code; the words are the page's `sections` in content/pages/portfolio.md.
 */
export function PortfolioPageSections({ texts }: { texts: Pick<PortfolioSections, 'kinds' | 'regions' | 'figures'> }) {
  const { kinds, regions, figures } = texts;
  return (
    <>
      <Section id="soorten-gebouwen" title={kinds.title} tone="mist" intro={kinds.intro}>
        <Grid container spacing={3}>
          {kinds.cards.map((kind, index) => (
            <Grid key={kind.title} size={{ xs: 12, md: 6 }}>
              <Paper variant="outlined" sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column' }}>
                <Typography variant="h3" sx={{ mb: 1 }}>
                  {kind.title}
                </Typography>
                <Typography sx={{ mb: 1 }}>{kind.text}</Typography>
                <Typography component="p" variant="h4" sx={{ mt: 1 }}>
                  {kinds.tasksTitle}
                </Typography>
                <CompactCheckList items={kind.tasks} sx={{ flexGrow: 1 }} />
                <Button variant="outlined" href={kindLinks[index]} sx={{ alignSelf: 'flex-start', mt: 1 }}>
                  {kind.linkLabel}
                </Button>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="regio" title={regions.title} tone="sand" intro={regions.intro}>
        <Grid container spacing={3}>
          {offices.map((office, index) => {
            const region = regions.regions[index];
            return (
              <Grid key={office.id} size={{ xs: 12, md: 4 }}>
                <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
                  <Typography variant="h3" sx={{ mb: 1 }}>
                    {region.title}
                  </Typography>
                  <Typography sx={{ mb: 2 }}>{region.text}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    Kantoor {office.name}:{' '}
                    <Link href={officeAddressHref(office)} underline="always">
                      {officeAddressLine(office)}
                    </Link>
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Telefoon:{' '}
                    <Link href={office.phoneNumber.href} underline="always">
                      {office.phone}
                    </Link>
                  </Typography>
                </Paper>
              </Grid>
            );
          })}
        </Grid>
      </Section>

      <Section id="in-cijfers" title={figures.title}>
        <StatFigures figures={keyFigures} sx={{ mb: 3 }} />
        <Typography sx={{ maxWidth: '72ch' }}>
          <TextWithLinks text={figures.text} />
        </Typography>
      </Section>
    </>
  );
}
