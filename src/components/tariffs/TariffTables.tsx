import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CodePageSections } from '../../lib/content/codePages';
import { formatDutchDate } from '../../lib/content/dutchDate';
import { feeIndicationMessages as text } from '../../lib/uiText/feeIndicationMessages';
import type { routes } from '../../lib/routes';
import { formatPercent, withVat } from '../../lib/tariffs/money';
import { buildingKindLabel, INVOICED_PARTIES } from '../../lib/tariffs/tariffs';
import { CheckList } from '../common/CheckList';
import { Section } from '../common/Section';
import { PriceWithVat, priceTableStyles } from './PriceWithVat';
import { SampleTariffsNote } from './SampleTariffsNote';
import { siteTariffs as tariffs } from './siteTariffs';

type TariffSections = CodePageSections<typeof routes.tarieven>;

/** A table that scrolls sideways on its own on a narrow phone instead of widening the page. */
function PriceTable({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: 760 }} role="region" aria-label={label} tabIndex={0}>
      <Box component="table" sx={priceTableStyles}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * The tariff page's tables from content/tarieven.json: the fixed fee per kind of building with its minimum, the
 * surcharges, what the fixed fee includes and the extra services with whom each is invoiced to, every price incl. and
 * excl. VAT, with the date and how the amounts are indexed. Every section says while the amounts are samples: a link
 * to its anchor skips the others. Static HTML: no state, no handlers.
 */
export function TariffTables({ sections }: { sections: TariffSections }) {
  const vat = formatPercent(tariffs.vatBasisPoints);
  const { surcharges } = tariffs;
  return (
    <>
      <Section id="vast-ereloon" title={sections.fees.title} intro={sections.fees.intro}>
        <SampleTariffsNote isSample={tariffs.isSample} />
        <Typography sx={{ mb: 3 }}>
          Geldig vanaf {formatDutchDate(tariffs.validFrom)}. {tariffs.indexation} Alle prijzen zijn vermeld{' '}
          {text.exclVat} en {text.inclVat} ({vat}).
        </Typography>
        <PriceTable label={sections.fees.title}>
          <thead>
            <tr>
              <th scope="col">Soort gebouw</th>
              <th scope="col">Per eenheid per jaar</th>
              <th scope="col">Minimum per gebouw per jaar</th>
            </tr>
          </thead>
          <tbody>
            {tariffs.fixedFees.map((fee) => (
              <tr key={fee.kind}>
                <th scope="row">{buildingKindLabel(fee.kind)}</th>
                <td>
                  <PriceWithVat amount={withVat(fee.perUnitPerYear, tariffs.vatBasisPoints)} />
                </td>
                <td>
                  <PriceWithVat amount={withVat(fee.minimumPerYear, tariffs.vatBasisPoints)} />
                </td>
              </tr>
            ))}
          </tbody>
        </PriceTable>
      </Section>

      <Section id="toeslagen" title={sections.surcharges.title} intro={sections.surcharges.intro} tone="mist">
        <SampleTariffsNote isSample={tariffs.isSample} />
        <PriceTable label={sections.surcharges.title}>
          <thead>
            <tr>
              <th scope="col">Toeslag</th>
              <th scope="col">Per jaar</th>
            </tr>
          </thead>
          <tbody>
            {(
              [
                ['Per garage of parkeerplaats', surcharges.parkingSpacePerYear],
                ['Per lift', surcharges.liftPerYear],
                ['Per bijkomend gebouw of blok', surcharges.extraBuildingPerYear],
              ] as const
            ).map(([label, cents]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>
                  <PriceWithVat amount={withVat(cents, tariffs.vatBasisPoints)} />
                </td>
              </tr>
            ))}
          </tbody>
        </PriceTable>
      </Section>

      <Section id="inbegrepen" title={sections.included.title} intro={sections.included.intro}>
        <SampleTariffsNote isSample={tariffs.isSample} />
        <CheckList items={tariffs.included} />
      </Section>

      <Section id="bijkomende-prestaties" title={sections.extras.title} intro={sections.extras.intro} tone="sand">
        <SampleTariffsNote isSample={tariffs.isSample} />
        <PriceTable label={sections.extras.title}>
          <thead>
            <tr>
              <th scope="col">Prestatie</th>
              <th scope="col">Aangerekend aan</th>
              <th scope="col">Prijs</th>
            </tr>
          </thead>
          <tbody>
            {tariffs.extraServices.map((extra) => (
              <tr key={extra.service}>
                <th scope="row">
                  {extra.service}
                  <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary' }}>
                    {extra.unit}
                  </Box>
                </th>
                <td>{INVOICED_PARTIES[extra.invoicedTo]}</td>
                <td>
                  <PriceWithVat amount={withVat(extra.price, tariffs.vatBasisPoints)} />
                </td>
              </tr>
            ))}
          </tbody>
        </PriceTable>
      </Section>
    </>
  );
}
