import * as React from 'react';
import Box from '@mui/material/Box';
import { firm } from '../../config/firm';
import { offices } from '../../lib/offices';

const officeNames = offices.map((o) => o.name);
const officeList = `${officeNames.slice(0, -1).join(', ')} of ${officeNames[officeNames.length - 1]}`;

/** The key facts of a vacancy, where the job is and how to apply, as a list under the page title. */
export function VacancyFacts() {
  return (
    <Box
      component="dl"
      sx={{ mt: 3, mb: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, color: '#eef3f8', '& dt': { fontWeight: 700, color: '#ffffff' }, '& dd': { m: 0 } }}
    >
      <dt>Standplaats</dt>
      <dd>Een van onze kantoren: {officeList}</dd>
      <dt>Solliciteren</dt>
      <dd>Per e-mail naar {firm.jobsEmail}</dd>
    </Box>
  );
}
