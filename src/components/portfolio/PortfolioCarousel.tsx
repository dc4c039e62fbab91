import * as React from 'react';
import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import { CAROUSEL_TRANSITION_LOCK_MS, MOBILE_BREAKPOINT_PX } from '../../lib/constants';
import { StaticIsland } from '../../runtime';
import { PortfolioDetailsLink, PortfolioMeta, PortfolioTags } from './PortfolioDetails';
import { PortfolioImage, PORTFOLIO_IMAGE_RATIO } from './PortfolioImage';
import type { PortfolioCardData } from './portfolioCard';
import { usePortfolioCarousel } from './usePortfolioCarousel';
import { carouselRoleDescriptions } from '../../lib/uiText/carouselLabels';

const fromTablet = `@media (min-width: ${MOBILE_BREAKPOINT_PX}px)`;
const onlyFromTablet = { display: 'none', [fromTablet]: { display: 'flex' } } as const;
const onlyBelowTablet = { [fromTablet]: { display: 'none' } } as const;

/** Image and text side by side from 768 px, stacked below. Shared by the slides and the skeleton. */
const slideLayout = {
  display: 'grid',
  gridTemplateColumns: '1fr',
  [fromTablet]: { gridTemplateColumns: '7fr 5fr' },
  bgcolor: 'background.paper',
  border: '1px solid #d5dde6',
  borderRadius: 2,
  overflow: 'hidden',
} as const;

export const slideLabel = (index: number, count: number) => `${index + 1} van ${count}`;

/** Focus that came from the keyboard (a mouse click on a button does not stop the rotation by itself). */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

interface PortfolioCarouselProps {
  /** The new items; undefined while they load. */
  items: readonly PortfolioCardData[] | undefined;
  /** The name of the carousel region. */
  label: string;
}

/**
 * The home page's carousel of new projects, after the WAI-ARIA APG carousel pattern: rotation control first,
 * previous/next buttons, slides as labelled groups, a live region that is silent while rotating. Every slide is
 * in the server HTML (the first one shown), stacked in one grid cell, so changing slides never shifts the layout.
 */
export function PortfolioCarousel({ items, label }: PortfolioCarouselProps) {
  if (!items?.length) return <PortfolioCarouselSkeleton label={label} busy={!items} />;
  return <Carousel items={items} label={label} />;
}

function Carousel({ items, label }: { items: readonly PortfolioCardData[]; label: string }) {
  const count = items.length;
  const carousel = usePortfolioCarousel({ count });
  const slidesId = React.useId();
  const rotationControl = React.useRef<HTMLButtonElement>(null);
  const multiple = count > 1;

  return (
    <Box
      role="region"
      aria-roledescription={carouselRoleDescriptions.carousel}
      aria-label={label}
      data-rotating={carousel.isRotating}
      onPointerEnter={(event: React.PointerEvent) => event.pointerType === 'mouse' && carousel.setPointerInside(true)}
      onPointerLeave={(event: React.PointerEvent) => event.pointerType === 'mouse' && carousel.setPointerInside(false)}
      onFocus={(event: React.FocusEvent) =>
        carousel.setFocusInside(event.target !== rotationControl.current && isKeyboardFocus(event.target))
      }
      onBlur={(event: React.FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setFocusInside(false);
      }}
    >
      {multiple && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
          <Button
            ref={rotationControl}
            variant="text"
            onClick={carousel.togglePlaying}
            aria-controls={slidesId}
            // The visible word is part of the name (WCAG 2.5.3, label in name).
            aria-label={carousel.isPlaying ? 'Automatische weergave pauzeren' : 'Automatische weergave starten'}
            startIcon={carousel.isPlaying ? <PauseRoundedIcon /> : <PlayArrowRoundedIcon />}
            sx={{ px: 1.5 }}
          >
            {carousel.isPlaying ? 'Pauzeren' : 'Starten'}
          </Button>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <IconButton aria-label="Vorige dia" aria-controls={slidesId} onClick={carousel.previous} sx={navButtonSx}>
              <ChevronLeftRoundedIcon />
            </IconButton>
            <Typography
              aria-hidden
              sx={{
                ...onlyBelowTablet,
                minWidth: '5.5ch',
                textAlign: 'center',
                fontWeight: 650,
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {slideLabel(carousel.index, count)}
            </Typography>
            <IconButton aria-label="Volgende dia" aria-controls={slidesId} onClick={carousel.next} sx={navButtonSx}>
              <ChevronRightRoundedIcon />
            </IconButton>
          </Box>
        </Box>
      )}

      <Box id={slidesId} aria-live={carousel.isRotating ? 'off' : 'polite'} sx={{ display: 'grid' }}>
        {items.map((item, i) => {
          const current = i === carousel.index;
          return (
            <Box
              key={item.id}
              role="group"
              aria-roledescription={carouselRoleDescriptions.slide}
              aria-label={slideLabel(i, count)}
              aria-hidden={!current}
              data-current={current}
              sx={{
                ...slideLayout,
                gridArea: '1 / 1',
                visibility: current ? 'visible' : 'hidden',
                opacity: current ? 1 : 0,
                transition: `opacity ${CAROUSEL_TRANSITION_LOCK_MS - 100}ms ease, visibility ${CAROUSEL_TRANSITION_LOCK_MS - 100}ms`,
              }}
            >
              {/* Only the slide's frame has state; its content is adopted from the server HTML, not hydrated. */}
              <StaticIsland>
                <PortfolioImage image={item.image} eager={i === 0} fill />
                <Box sx={{ p: { xs: 2.5, sm: 4 }, alignSelf: 'center' }}>
                  <PortfolioTags item={item} />
                  <Typography variant="h3" sx={{ mb: 1 }}>
                    {item.title}
                  </Typography>
                  <PortfolioMeta item={item} />
                  <Typography color="text.secondary">{item.description}</Typography>
                  <PortfolioDetailsLink item={item} />
                </Box>
              </StaticIsland>
            </Box>
          );
        })}
      </Box>

      {multiple && (
        // Each dot is a 28 px target (WCAG 2.5.8 asks 24) around a small visible mark.
        <Box sx={{ ...onlyFromTablet, justifyContent: 'center', gap: 0.5, mt: 2 }}>
          {items.map((item, i) => (
            <Box
              component="button"
              type="button"
              key={item.id}
              aria-label={`Dia ${slideLabel(i, count)}: ${item.title}`}
              aria-current={i === carousel.index ? 'true' : undefined}
              aria-controls={slidesId}
              onClick={() => carousel.goTo(i)}
              sx={dotSx}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

const navButtonSx = {
  width: 44,
  height: 44,
  border: '1px solid',
  borderColor: 'primary.main',
  color: 'primary.main',
  '&:hover': { bgcolor: '#eef3f8' },
} as const;

const dotSx = {
  width: 28,
  height: 28,
  p: 0,
  border: 0,
  borderRadius: 99,
  bgcolor: 'transparent',
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  '&::after': {
    content: '""',
    width: 12,
    height: 12,
    borderRadius: 99,
    border: '2px solid',
    borderColor: 'primary.main',
    transition: 'width 200ms ease, background-color 200ms ease',
  },
  '&[aria-current="true"]::after': { width: 24, bgcolor: 'primary.main' },
  '&:hover::after': { bgcolor: 'primary.main' },
} as const;

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const boneSx = {
  borderRadius: 1,
  background: 'linear-gradient(90deg, #e6ecf2 0%, #f3f6f9 50%, #e6ecf2 100%)',
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
} as const;

/** The carousel's place while items load or when there are no new ones: same shape, no content. */
export function PortfolioCarouselSkeleton({ label, busy }: { label: string; busy: boolean }) {
  return (
    <Box role="region" aria-label={label} aria-busy={busy} data-carousel-skeleton="">
      <Box aria-hidden sx={slideLayout}>
        <Box sx={{ ...boneSx, borderRadius: 0, aspectRatio: PORTFOLIO_IMAGE_RATIO }} />
        <Box sx={{ p: { xs: 2.5, sm: 4 }, alignSelf: 'center', display: 'grid', gap: 1.5 }}>
          <Box sx={{ ...boneSx, height: 22, width: '30%' }} />
          <Box sx={{ ...boneSx, height: 30, width: '70%' }} />
          <Box sx={{ ...boneSx, height: 18, width: '50%' }} />
          <Box sx={{ ...boneSx, height: 18 }} />
          <Box sx={{ ...boneSx, height: 18, width: '85%' }} />
        </Box>
      </Box>
    </Box>
  );
}
