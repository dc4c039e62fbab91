import * as React from 'react';
import Box from '@mui/material/Box';
import { firm } from '../../config/firm';
import { formatDutchDate } from '../../lib/content/dutchDate';
import { officeAddressLine, type Office } from '../../lib/offices';

interface VacancyFactsProps {
  office: Office;
  hours: string;
  validThrough: string;
}

/** The key facts of a vacancy as a list under the page title. */
export function VacancyFacts({ office, hours, validThrough }: VacancyFactsProps) {
  return (
    <Box
      component="dl"
      sx={{
        mt: 3,
        mb: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        color: '#eef3f8',
        '& dt': { fontWeight: 700, color: '#ffffff' },
        '& dd': { m: 0 },
      }}
    >
      <dt>Standplaats</dt>
      <dd>
        Kantoor {office.name}
        {office.kind === 'street' ? ` (${officeAddressLine(office)})` : ''}
      </dd>
      <dt>Regime</dt>
      <dd>{hours}</dd>
      <dt>Solliciteren</dt>
      <dd>
        Per e-mail naar {firm.jobsEmail}, tot {formatDutchDate(validThrough)}
      </dd>
    </Box>
  );
}
