import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { hasDetailsLink, PORTFOLIO_KIND_LABELS } from '../../lib/portfolio/portfolioItem';
import { SAMPLE_LABEL, SAMPLE_PORTFOLIO_NOTE } from '../../lib/samples';
import { NEW_TAB_HINT, VisuallyHidden } from '../common/VisuallyHidden';
import type { PortfolioCardData } from './portfolioCard';

/** The 'Nieuw' mark of a new project, the kind of building, and 'Voorbeeld' on an invented sample. */
export function PortfolioTags({ item }: { item: PortfolioCardData }) {
  if (!item.isNieuw && !item.kind && !item.voorbeeld) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.25 }}>
      {item.voorbeeld && (
        <Box
          component="span"
          className="portfolio-sample"
          sx={{
            border: '1px solid #5b6b7c',
            color: '#3f4d5b',
            fontSize: '0.8125rem',
            fontWeight: 650,
            lineHeight: 1,
            px: 1.25,
            py: 0.625,
            borderRadius: 99,
          }}
        >
          {SAMPLE_LABEL}
        </Box>
      )}
      {item.isNieuw && (
        <Box
          component="span"
          sx={{
            bgcolor: 'secondary.main',
            color: '#fff',
            fontSize: '0.8125rem',
            fontWeight: 700,
            lineHeight: 1,
            px: 1.25,
            py: 0.75,
            borderRadius: 99,
          }}
        >
          Nieuw
        </Box>
      )}
      {item.kind && (
        <Box
          component="span"
          sx={{
            bgcolor: '#eef3f8',
            color: 'primary.main',
            fontSize: '0.8125rem',
            fontWeight: 650,
            lineHeight: 1,
            px: 1.25,
            py: 0.75,
            borderRadius: 99,
          }}
        >
          {PORTFOLIO_KIND_LABELS[item.kind].singular}
        </Box>
      )}
    </Box>
  );
}

/** Under a list of buildings of which some are samples: what the label means. */
export function PortfolioSampleNote({ items }: { items: readonly PortfolioCardData[] }) {
  if (!items.some((item) => item.voorbeeld)) return null;
  return (
    <Typography className="portfolio-sample-note" variant="body2" sx={{ color: '#3f4d5b', mt: 2 }}>
      {SAMPLE_PORTFOLIO_NOTE}
    </Typography>
  );
}

const iconSx = { fontSize: '1.15rem', color: 'primary.main', mr: 0.5, verticalAlign: '-0.2em' } as const;

/** Where the building is and since when we manage it. */
export function PortfolioMeta({ item }: { item: PortfolioCardData }) {
  return (
    <Typography
      component="p"
      variant="body2"
      sx={{ color: 'text.secondary', display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mb: 1.5 }}
    >
      <span>
        <PlaceOutlinedIcon aria-hidden sx={iconSx} />
        <VisuallyHidden>Locatie: </VisuallyHidden>
        {item.location}
      </span>
      <span>
        <EventOutlinedIcon aria-hidden sx={iconSx} />
        In beheer sinds {item.year}
      </span>
    </Typography>
  );
}

/** 'Meer over …' when the item has a page of its own ('#' means it has none). */
export function PortfolioDetailsLink({ item }: { item: PortfolioCardData }) {
  if (!hasDetailsLink(item)) return null;
  const external = /^https?:/i.test(item.detailsLink);
  return (
    <Link
      href={item.detailsLink}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      sx={{ fontWeight: 650, display: 'inline-block', mt: 0.5 }}
    >
      Meer over {item.title}
      {external && <VisuallyHidden>{NEW_TAB_HINT}</VisuallyHidden>}
    </Link>
  );
}
