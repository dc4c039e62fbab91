import * as React from 'react';
import { feeIndicationMessages as text } from '../../lib/uiText/feeIndicationMessages';
import { formatEuro } from '../../lib/tariffs/money';
import type { Amount } from '../../lib/tariffs/money';

/**
 * A price as consumers must see it (WER VI.3): the total incl. VAT first, the amount excl. VAT beside it. Plain
 * elements styled by the table around them (`priceStyles`), so a hydrating table makes no emotion classes per cell.
 */
export function PriceWithVat({ amount }: { amount: Amount | null }) {
  if (!amount) return <span className="price-incl">—</span>;
  return (
    <>
      <span className="price-incl">
        {formatEuro(amount.incl)} {text.inclVat}
      </span>
      <span className="price-excl">
        {formatEuro(amount.excl)} {text.exclVat}
      </span>
    </>
  );
}

// No nowrap: on a phone '€ 217,80 incl. btw' may break before 'incl.'; the amount itself holds together (its space
// after the euro sign is a no-break space).
export const priceStyles = {
  '& .price-incl': { display: 'block', fontWeight: 700 },
  '& .price-excl': { display: 'block', fontSize: '0.875em', color: 'text.secondary' },
} as const;

/** A plain table of prices: rows with a header cell, light rules, no MUI Table. */
export const priceTableStyles = {
  width: '100%',
  borderCollapse: 'collapse',
  // A phone fits three columns ('Appartementsgebouw' and two prices) at this size, without scrolling sideways.
  fontSize: { xs: '0.875rem', sm: '1rem' },
  '& caption': { textAlign: 'left', fontWeight: 700, mb: 1 },
  '& th, & td': {
    textAlign: 'left',
    verticalAlign: 'top',
    py: 1.25,
    px: { xs: 0.75, sm: 1.5 },
    borderBottom: '1px solid #d5dde6',
  },
  '& th:first-of-type, & td:first-of-type': { pl: 0 },
  '& thead th': { fontSize: '0.875em', color: 'text.secondary', fontWeight: 650 },
  '& tbody th': { fontWeight: 650 },
  ...priceStyles,
} as const;
