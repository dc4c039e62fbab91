import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { EMERGENCY_WARNING } from '../../lib/emergency/emergencyMessages';
import { EMERGENCY_PRICE, emergencyPhone } from '../../lib/emergency/emergencyLine';
import type { CodePageSections } from '../../lib/content/codePages';
import type { routes } from '../../lib/routes';
import { Section } from '../common/Section';
import { TextWithLinks } from '../common/TextWithLinks';
import { Call112Button } from '../emergency/Call112Button';
import { EmergencyGuide } from '../emergency/EmergencyGuide';
import { CONTACT_REACH_US_ID } from './contactAnchors';

type ReachUsTexts = CodePageSections<typeof routes.contact>['reachUs'];

/**
 * /contact's last section: whom to call for what, and the emergency line after the guide and 'Bel 112'. The words are
 * the writers' (content/pages/contact.md, content/noodgevallen.json); the number, the spec's warning and the call
 * button are fixed here.
 */
export function ContactReachUs({ texts }: { texts: ReachUsTexts }) {
  const { nonUrgent, emergency } = texts;
  return (
    <Section id={CONTACT_REACH_US_ID} title={texts.title} intro={texts.intro}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, height: '100%' }}>
            <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
              {nonUrgent.title}
            </Typography>
            <Typography sx={{ mb: 2 }}>
              <TextWithLinks text={nonUrgent.text} />
            </Typography>
            {nonUrgent.note && <Typography>{nonUrgent.note}</Typography>}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, height: '100%' }}>
            <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
              {emergency.title}
            </Typography>
            {/* Whom to call for what comes before the paid line, as in the dialog and on /melden. */}
            <Box sx={{ mb: 2 }}>
              <EmergencyGuide dense />
            </Box>
            <Box sx={{ mb: 2 }}>
              <Call112Button />
            </Box>
            <Typography sx={{ mb: 2 }}>{emergency.text}</Typography>
            <Typography variant="h2" component="p" sx={{ mb: 0.5 }}>
              {emergencyPhone.display}
            </Typography>
            <Typography sx={{ mb: 2, fontWeight: 600 }}>Tarief: {EMERGENCY_PRICE}</Typography>
            <Alert severity="warning" sx={{ mb: 2 }}>
              {EMERGENCY_WARNING}
            </Alert>
            <Button
              variant="contained"
              color="secondary"
              href={emergencyPhone.href}
              startIcon={<PhoneInTalkIcon aria-hidden />}
              sx={{ mb: 2 }}
            >
              Bel {emergencyPhone.display}
            </Button>
            {emergency.note && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {emergency.note}
              </Typography>
            )}
          </Paper>
        </Grid>
      </Grid>
    </Section>
  );
}
