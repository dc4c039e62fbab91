import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  countByKind,
  filterPortfolio,
  NO_PORTFOLIO_FILTER,
  portfolioLocations,
  type PortfolioFilter,
} from '../../lib/portfolio/portfolioFilters';
import { PORTFOLIO_KINDS, PORTFOLIO_KIND_LABELS, type PortfolioKind } from '../../lib/portfolio/portfolioItem';
import { brand } from '../../theme/theme';
import { StaticIsland } from '../../runtime';
import { CardGrid } from '../common/CardGrid';
import { PortfolioDetailsLink, PortfolioMeta, PortfolioSampleNote, PortfolioTags } from './PortfolioDetails';
import { PortfolioImage } from './PortfolioImage';
import type { PortfolioCardData } from './portfolioCard';

const ALL_LOCATIONS = '';

/** Every item as a card, filterable by kind of building and by location. */
export function PortfolioGrid({ items }: { items: readonly PortfolioCardData[] }) {
  const [filter, setFilter] = React.useState<PortfolioFilter>(NO_PORTFOLIO_FILTER);
  const shown = filterPortfolio(items, filter);
  const kindCounts = countByKind(items);
  const kinds = PORTFOLIO_KINDS.filter((kind) => kindCounts.has(kind));
  const locations = portfolioLocations(items);
  const locationId = React.useId();

  const kindButton = (kind: PortfolioKind | null, text: string, count: number) => {
    const pressed = filter.kind === kind;
    return (
      <Button
        key={kind ?? 'alle'}
        variant={pressed ? 'contained' : 'outlined'}
        aria-pressed={pressed}
        onClick={() => setFilter((current) => ({ ...current, kind }))}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {text}
        <Box component="span" sx={{ ml: 0.75, opacity: 0.85, fontWeight: 500 }}>
          ({count})
        </Box>
      </Button>
    );
  };

  return (
    <>
      <Box
        component="form"
        role="search"
        aria-label="Projecten filteren"
        onSubmit={(event: React.FormEvent) => event.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 3, mb: 3 }}
      >
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 650, mb: 1, p: 0 }}>
            Soort gebouw
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {kindButton(null, 'Alle soorten', items.length)}
            {kinds.map((kind) => kindButton(kind, PORTFOLIO_KIND_LABELS[kind].plural, kindCounts.get(kind) ?? 0))}
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 1, minWidth: 220 }}>
          <Typography component="label" htmlFor={locationId} sx={{ fontWeight: 650 }}>
            Locatie
          </Typography>
          <Box
            component="select"
            id={locationId}
            value={filter.location ?? ALL_LOCATIONS}
            onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
              setFilter((current) => ({
                ...current,
                location: event.target.value === ALL_LOCATIONS ? null : event.target.value,
              }))
            }
            sx={{
              font: 'inherit',
              minHeight: 44,
              px: 1.5,
              pr: 5,
              borderRadius: 2,
              border: `1px solid ${brand.navy}`,
              color: 'text.primary',
              bgcolor: 'background.paper',
              appearance: 'none',
              backgroundImage: `linear-gradient(45deg, transparent 50%, ${brand.navy} 50%), linear-gradient(135deg, ${brand.navy} 50%, transparent 50%)`,
              backgroundPosition: 'calc(100% - 20px) 50%, calc(100% - 14px) 50%',
              backgroundSize: '6px 6px',
              backgroundRepeat: 'no-repeat',
              cursor: 'pointer',
            }}
          >
            <option value={ALL_LOCATIONS}>Alle locaties</option>
            {locations.map((location) => (
              <option key={location} value={location}>
                {location}
              </option>
            ))}
          </Box>
        </Box>
      </Box>

      <Typography role="status" sx={{ color: 'text.secondary', mb: 2 }}>
        {shown.length === items.length ? `${items.length} projecten` : `${shown.length} van ${items.length} projecten`}
      </Typography>
      <PortfolioSampleNote items={items} />

      {shown.length === 0 ? (
        <Box sx={{ p: 4, borderRadius: 2, bgcolor: '#eef3f8' }}>
          <Typography sx={{ mb: 2 }}>
            Voor deze combinatie van soort en locatie staat er geen project in ons overzicht.
          </Typography>
          <Button variant="contained" onClick={() => setFilter(NO_PORTFOLIO_FILTER)}>
            Toon alle projecten
          </Button>
        </Box>
      ) : (
        <CardGrid>
          {shown.map((item) => (
            <Box component="li" key={item.id} sx={{ display: 'flex' }}>
              {/* Filtering adds and removes whole cards; a card itself never changes, so it is not hydrated. */}
              <StaticIsland>
                <PortfolioCard item={item} />
              </StaticIsland>
            </Box>
          ))}
        </CardGrid>
      )}
    </>
  );
}

function PortfolioCard({ item }: { item: PortfolioCardData }) {
  return (
    <Box
      component="article"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        border: '1px solid #d5dde6',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <PortfolioImage image={item.image} />
      <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
        <PortfolioTags item={item} />
        <Typography variant="h3" sx={{ mb: 1 }}>
          {item.title}
        </Typography>
        <PortfolioMeta item={item} />
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          {item.description}
        </Typography>
        <PortfolioDetailsLink item={item} />
      </Box>
    </Box>
  );
}
