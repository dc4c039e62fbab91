import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import { firm } from '../../config/firm';
import { offices, officeAddressLine, type Office } from '../../lib/offices';
import { telHref } from '../../lib/phone';
import { Prose, Section } from '../common/Section';

/** The closing "Solliciteren" section of a vacancy: by e-mail, by post or first a question by phone. */
export function HowToApply({ jobTitle, office: applyOffice }: { jobTitle: string; office: Office }) {
  // An office that works by appointment has no postal address: applications by post go to the main office.
  const postOffice = applyOffice.kind === 'street' ? applyOffice : offices[0];
  const mailSubject = encodeURIComponent(`Sollicitatie ${jobTitle}`);
  return (
    <Section id="solliciteren" title="Solliciteren" tone="sand">
      <Prose>
        <p>
          Stuur uw cv en een korte motivatiebrief naar <Link href={`mailto:${firm.jobsEmail}`}>{firm.jobsEmail}</Link>,
          met als onderwerp ‘{jobTitle}’. Wij bevestigen de ontvangst van uw kandidatuur en nemen contact met u op voor
          een eerste gesprek als uw profiel aansluit bij de functie.
        </p>
        <p>
          Solliciteert u liever per post? Stuur uw kandidatuur dan naar {firm.legalName}, kantoor {postOffice.name},{' '}
          {officeAddressLine(postOffice)}.
        </p>
        <p>
          Hebt u eerst nog een vraag over de functie? Bel ons tijdens de kantooruren op{' '}
          <Link href={telHref(applyOffice.phone)}>{applyOffice.phone}</Link>.
        </p>
      </Prose>
      <Box sx={{ mt: 1, mb: 3 }}>
        <Button
          variant="contained"
          href={`mailto:${firm.jobsEmail}?subject=${mailSubject}`}
          startIcon={<EmailIcon aria-hidden />}
        >
          Solliciteer per e-mail
        </Button>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: '72ch' }}>
        Wij behandelen uw kandidatuur vertrouwelijk en gebruiken uw gegevens uitsluitend voor deze selectieprocedure.
      </Typography>
    </Section>
  );
}
