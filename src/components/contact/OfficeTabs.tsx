import * as React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import MapIcon from '@mui/icons-material/Map';
import PhoneIcon from '@mui/icons-material/Phone';
import {
  DEFAULT_OFFICE_ID,
  offices,
  officeAddressLine,
  type Office,
  type OfficeId,
  type StreetOffice,
} from '../../lib/offices';
import { NewBadge } from '../common/NewBadge';
import { ANSWERED_INLINE_ATTRIBUTE, hydratedMark, useHydrated } from '../../runtime';
import { EARLY_TABS_ATTRIBUTE } from '../common/earlyTabs';
import { NEW_TAB_HINT, VisuallyHidden } from '../common/VisuallyHidden';
import { MeetjeslandRegionImage } from './MeetjeslandRegionImage';
import { OfficeMap } from './OfficeMap';

const tabId = (id: OfficeId) => `kantoor-tab-${id}`;
const panelId = (id: OfficeId) => `kantoor-panel-${id}`;

const detailListSx = {
  m: 0,
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
  columnGap: 3,
  rowGap: { xs: 0.25, sm: 1.25 },
  '& dt': { fontWeight: 650, mt: { xs: 1.25, sm: 0 } },
  '& dd': { m: 0, overflowWrap: 'anywhere' },
} as const;

function OfficeDetails({ office }: { office: Office }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box component="dl" sx={detailListSx}>
        <dt>Adres</dt>
        <dd>{officeAddressLine(office)}</dd>
        <dt>Telefoon</dt>
        <dd>
          <Link href={office.phoneNumber.href}>{office.phone}</Link>
        </dd>
        <dt>E-mail</dt>
        <dd>
          <Link href={`mailto:${office.email}`}>{office.email}</Link>
        </dd>
        <dt>Openingsuren</dt>
        <dd>{office.openingHours}</dd>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="contained" href={office.phoneNumber.href} startIcon={<PhoneIcon aria-hidden />}>
          Bel {office.phone}
        </Button>
        {office.kind === 'street' && (
          <Button
            variant="outlined"
            href={office.mapUrl}
            target="_blank"
            rel="noopener"
            startIcon={<MapIcon aria-hidden />}
          >
            Route naar {office.name}
            <VisuallyHidden>{NEW_TAB_HINT}</VisuallyHidden>
          </Button>
        )}
        <Button variant="outlined" href={`mailto:${office.email}`} startIcon={<EmailIcon aria-hidden />}>
          Mail ons
        </Button>
      </Box>
    </Box>
  );
}

function ByAppointment({ office }: { office: Office }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 2, bgcolor: '#f6f1ea', borderRadius: 2 }}>
      <EventAvailableIcon aria-hidden sx={{ color: 'secondary.main', mt: 0.25 }} />
      <Typography>
        <strong>Op afspraak.</strong> Op dit kantoor ontvangen wij u enkel op afspraak. Bel ons op{' '}
        <Link href={office.phoneNumber.href}>{office.phone}</Link> en wij spreken een moment en een plaats af die u
        past.
      </Typography>
    </Box>
  );
}

/** The office whose tab is selected: read only by the tabs, the panels' frames and the map slots, so a tap re-renders those. */
const SelectedOffice = React.createContext<OfficeId>(DEFAULT_OFFICE_ID);

/** Only the open tab's map loads Google's frame: hidden panels must not. */
function OfficeMapSlot({ office }: { office: StreetOffice }) {
  return <OfficeMap office={office} frameShown={React.useContext(SelectedOffice) === office.id} />;
}

/** What an office's panel holds; memoised, as only its map slot changes with the selected tab. */
const OfficePanelContent = React.memo(function OfficePanelContent({
  office,
  regionImage,
}: {
  office: Office;
  regionImage: IGatsbyImageData;
}) {
  return (
    <Grid container spacing={{ xs: 3, md: 5 }} sx={{ alignItems: 'flex-start' }}>
      <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Typography variant="h3" component="h3">
          Kantoor {office.name}
        </Typography>
        {office.kind === 'by-appointment' && <ByAppointment office={office} />}
        <OfficeDetails office={office} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        {office.kind === 'street' ? (
          <OfficeMapSlot office={office} />
        ) : (
          // The drawing shows the Meetjesland region: only for that office.
          office.id === 'meetjesland' && <MeetjeslandRegionImage image={regionImage} />
        )}
      </Grid>
    </Grid>
  );
});

/**
 * One office's panel: a plain element (styled by the frame's rule), so that a change of tab re-renders no more in it
 * than its `hidden` and its map slot. On a phone the re-render of the whole panels was most of what a tap cost.
 */
function OfficePanel({ office, children }: { office: Office; children: React.ReactNode }) {
  const selected = React.useContext(SelectedOffice) === office.id;
  return (
    <div role="tabpanel" id={panelId(office.id)} aria-labelledby={tabId(office.id)} hidden={!selected}>
      {children}
    </div>
  );
}

/**
 * The tab row: native buttons styled from here, one emotion class for the row. Not MUI's Tabs: that measures its
 * tabs after every render to place its sliding indicator (a forced layout and a second render on each tap) and sets
 * up three observers while the page hydrates; the underline here is the selected tab's own.
 */
const tabListSx = {
  display: 'grid',
  gridTemplateColumns: `repeat(${offices.length}, 1fr)`,
  borderBottom: 1,
  borderColor: 'divider',
  bgcolor: '#eef3f8',
  '& [role="tab"]': {
    appearance: 'none',
    border: 0,
    m: 0,
    minHeight: 56,
    px: 1,
    py: 1.5,
    bgcolor: 'transparent',
    color: 'text.secondary',
    font: 'inherit',
    fontSize: { xs: '0.9375rem', sm: '1rem' },
    fontWeight: 650,
    lineHeight: 1.25,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
  },
  '& [role="tab"][aria-selected="true"]': { color: 'primary.main', boxShadow: 'inset 0 -2px 0 currentColor' },
  // Inside the row, so that the tab bar's overflow does not clip it.
  '& [role="tab"]:focus-visible': { outlineOffset: -3 },
} as const;

const NEXT_INDEX: Partial<Record<string, (index: number) => number>> = {
  ArrowRight: (index) => (index + 1) % offices.length,
  ArrowLeft: (index) => (index - 1 + offices.length) % offices.length,
  Home: () => 0,
  End: () => offices.length - 1,
};

/**
 * The WAI-ARIA tabs pattern with automatic activation: the arrow keys (wrapping), Home and End move focus and
 * selection together; only the selected tab is in the Tab order.
 */
function OfficeTabButtons({ onSelect }: { onSelect: (id: OfficeId) => void }) {
  const selected = React.useContext(SelectedOffice);
  const tabs = React.useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: React.KeyboardEvent) => {
    const next = NEXT_INDEX[event.key]?.(offices.findIndex((office) => office.id === selected));
    if (next === undefined) return;
    event.preventDefault();
    onSelect(offices[next].id);
    tabs.current[next]?.focus();
  };
  return offices.map((office, index) => (
    <button
      key={office.id}
      ref={(element) => {
        tabs.current[index] = element;
      }}
      type="button"
      role="tab"
      id={tabId(office.id)}
      aria-controls={panelId(office.id)}
      aria-selected={selected === office.id}
      tabIndex={selected === office.id ? 0 : -1}
      onClick={() => onSelect(office.id)}
      onKeyDown={onKeyDown}
      {...{ [ANSWERED_INLINE_ATTRIBUTE]: '' }}
    >
      {tabLabels.get(office.id)}
    </button>
  ));
}

/** The tabs' labels, made once: the same elements on every render, so React skips them when the tab changes. */
const tabLabels = new Map(
  offices.map((office) => [
    office.id,
    <Box
      key={office.id}
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap', justifyContent: 'center' }}
    >
      {office.name}
      {office.isNew && <NewBadge />}
    </Box>,
  ]),
);

const frameSx = { overflow: 'hidden', '& > [role="tabpanel"]': { p: { xs: 2.5, md: 4 } } } as const;

/**
 * The office whose tab the page shows selected as React takes over: a tab tapped while the island's code was on its
 * way was answered by the inline script (earlyTabs.ts), and stays selected.
 */
function selectedInPage(): OfficeId {
  if (typeof document === 'undefined') return DEFAULT_OFFICE_ID;
  const shown = offices.find(
    (office) => document.getElementById(tabId(office.id))?.getAttribute('aria-selected') === 'true',
  );
  return shown?.id ?? DEFAULT_OFFICE_ID;
}

/**
 * The three offices as tabs (spec: Sint-Niklaas selected first); Meetjesland shows its region. The frame is made once
 * (per hydration state): a tap changes only the context, and React re-renders only what reads it.
 */
export function OfficeTabs({ regionImage }: { regionImage: IGatsbyImageData }) {
  const [selected, setSelected] = React.useState<OfficeId>(selectedInPage);
  const hydrated = useHydrated();
  const frame = React.useMemo(
    () => (
      <Paper variant="outlined" sx={frameSx} {...hydratedMark(hydrated)}>
        <Box role="tablist" aria-label="Kies een kantoor" sx={tabListSx} {...{ [EARLY_TABS_ATTRIBUTE]: '' }}>
          <OfficeTabButtons onSelect={setSelected} />
        </Box>
        {offices.map((office) => (
          <OfficePanel key={office.id} office={office}>
            <OfficePanelContent office={office} regionImage={regionImage} />
          </OfficePanel>
        ))}
      </Paper>
    ),
    [hydrated, regionImage],
  );
  return <SelectedOffice.Provider value={selected}>{frame}</SelectedOffice.Provider>;
}
