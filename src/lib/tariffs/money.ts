/**
 * Amounts in euro cents (integers) and how a Belgian reader sees them. Written by hand rather than with
 * Intl.NumberFormat so that server, build and browser print the same characters (ICU data differs between them); the
 * result equals Intl's nl-BE currency format: '€', a no-break space, '.' between thousands, ',' before the cents.
 */

const NO_BREAK_SPACE = '\u00a0';

/** a / b rounded half up, for a ≥ 0 and b > 0 integers: exact, no floating point. */
export function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** The VAT on an amount: rounded half up to the cent. */
export function vatOn(cents: number, vatBasisPoints: number): number {
  return divideRounded(cents * vatBasisPoints, 10_000);
}

/** 123456 → '€ 1.234,56' (with a no-break space). */
export function formatEuro(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const euros = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}€${NO_BREAK_SPACE}${euros},${rest}`;
}

/** 2100 basis points → '21%'; 550 → '5,5%' (the site writes percentages without a space, as '80,2%'). */
export function formatPercent(basisPoints: number): string {
  return `${String(basisPoints / 100).replace('.', ',')}%`;
}

/** An amount in cents, excl. and incl. VAT. */
export interface Amount {
  excl: number;
  incl: number;
}

/** An amount excl. VAT with its price incl. VAT. */
export function withVat(cents: number, vatBasisPoints: number): Amount {
  return { excl: cents, incl: cents + vatOn(cents, vatBasisPoints) };
}
