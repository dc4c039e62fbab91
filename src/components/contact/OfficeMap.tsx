import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import MapIcon from '@mui/icons-material/Map';
import { hasConsent, preferencesForChoice, type ConsentState } from '../../lib/consent';
import type { StreetOffice } from '../../lib/offices';
import { NEW_TAB_HINT, VisuallyHidden } from '../common/VisuallyHidden';
import { saveConsent, useCookieConsent } from '../consent/consentStore';

/** Google's keyless embed of a search for the address. */
export function mapEmbedUrl(office: StreetOffice): string {
  const query = `${office.street}, ${office.postalCode} ${office.city}`;
  return `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed&hl=nl`;
}

/** Turns functional cookies on, keeping the visitor's choice for analytical cookies. */
function allowFunctionalCookies(current: ConsentState): void {
  const analytical = current.status === 'decided' ? current.preferences.analytical : false;
  saveConsent('custom', preferencesForChoice('custom', { functional: true, analytical }));
}

const frame = {
  width: '100%',
  borderRadius: 2,
  overflow: 'hidden',
  border: '1px solid',
  borderColor: 'divider',
} as const;

/**
 * The office on a Google map. Google sets its own cookies, so the map loads only after consent for
 * functional cookies; until then a placeholder explains that and offers to give it. Google's frame loads only while
 * `frameShown` (the office's tab is open); the rest stays mounted, so a change of tab mounts nothing.
 */
export function OfficeMap({ office, frameShown }: { office: StreetOffice; frameShown: boolean }) {
  const consent = useCookieConsent();
  if (hasConsent(consent, 'functional')) {
    return (
      <Box sx={{ ...frame, aspectRatio: '4 / 3' }}>
        {frameShown && (
          <Box
            component="iframe"
            src={mapEmbedUrl(office)}
            title={`Kaart met de ligging van ons kantoor in ${office.city}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            sx={{ border: 0, width: '100%', height: '100%', display: 'block' }}
          />
        )}
      </Box>
    );
  }
  return <MapPlaceholder office={office} consent={consent} />;
}

const MapPlaceholder = React.memo(function MapPlaceholder({
  office,
  consent,
}: {
  office: StreetOffice;
  consent: ConsentState;
}) {
  return (
    <Box
      sx={{
        ...frame,
        // As tall as the map will be, and taller when the explanation needs it (narrow screens).
        minHeight: { xs: 0, md: 360 },
        bgcolor: 'background.default',
        backgroundImage: 'repeating-linear-gradient(135deg, #eef3f8 0 14px, #e6edf4 14px 28px)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1.5,
        p: { xs: 2.5, md: 4 },
      }}
    >
      <MapIcon aria-hidden sx={{ fontSize: 40, color: 'primary.main' }} />
      <Typography sx={{ maxWidth: '40ch' }}>
        De kaart komt van Google Maps, dat daarbij cookies plaatst. Wij tonen ze pas als u functionele cookies toestaat.
      </Typography>
      <Button variant="contained" onClick={() => allowFunctionalCookies(consent)}>
        Functionele cookies toestaan en kaart tonen
      </Button>
      <Link href={office.mapUrl} target="_blank" rel="noopener" variant="body2">
        Of open de kaart bij Google Maps
        <VisuallyHidden>{NEW_TAB_HINT}</VisuallyHidden>
      </Link>
    </Box>
  );
});
