import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { feeIndicationMessages as text } from '../../lib/uiText/feeIndicationMessages';
import { routes } from '../../lib/routes';
import { formatEuro, withVat } from '../../lib/tariffs/money';
import { SampleTariffsNote } from '../tariffs/SampleTariffsNote';
import { siteTariffs as tariffs } from '../tariffs/siteTariffs';

/**
 * What stays the same whatever the visitor types, under the figures of the fee indication: that the amounts are
 * samples (while they are), that 'per eenheid' is an average, what a further building adds (the form has no field
 * for it), that the quote after a site visit binds and leaves out extra services, what the fixed fee includes (a native
 * disclosure: no script) and the way to every tariff. Static HTML, so none of it weighs on /offerte's first load.
 */
export function FeeIndicationNotes() {
  return (
    <>
      <Typography sx={{ mt: 1.5 }}>{text.perUnitAverage}</Typography>
      <Typography sx={{ mt: 1.5 }}>
        {text.extraBuilding(formatEuro(withVat(tariffs.surcharges.extraBuildingPerYear, tariffs.vatBasisPoints).incl))}
      </Typography>
      <Typography sx={{ mt: 1.5 }}>{text.binding}</Typography>
      <Box
        component="details"
        sx={{
          mt: 1.5,
          '& summary': { cursor: 'pointer', fontWeight: 650, color: 'primary.main', minHeight: 44, py: 1.25 },
          '& summary:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          '& ul': { mt: 0.5, mb: 0, pl: 3 },
          '& li': { my: 0.5 },
        }}
      >
        <summary>{text.includedSummary}</summary>
        <ul>
          {tariffs.included.map((service) => (
            <li key={service}>{service}</li>
          ))}
        </ul>
      </Box>
      <Link href={routes.tarieven} sx={{ display: 'inline-block', fontWeight: 600, py: 1.25 }}>
        {text.allTariffs}
      </Link>
      <Box sx={{ mt: 2, '& .tariffs-sample-note': { mb: 0 } }}>
        <SampleTariffsNote isSample={tariffs.isSample} />
      </Box>
    </>
  );
}
