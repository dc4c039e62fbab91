import { firm } from '../../config/firm';
import { type PhoneFormats, phoneFormats } from '../phone';

/** The paid emergency line from the firm's config: the number in every form, and what a call costs. */
export const emergencyPhone: PhoneFormats = phoneFormats(firm.emergencyLine.number);

/** What a minute on a 0903 number may cost at most (KB of 27 April 2007 on numbering), in euro incl. VAT. */
export const PAID_LINE_CEILING_PER_MINUTE = 1.5;

const euro = (amount: number) => `€${amount.toFixed(2).replace('.', ',')}`;

/**
 * The price as the site shows it: the firm's own price per minute ('€0,75 per minuut'), or the legal ceiling
 * ('hoogstens €1,50 per minuut') while the config has none (the release refuses that).
 */
export function emergencyPriceText(pricePerMinute: number | null): string {
  return pricePerMinute === null
    ? `hoogstens ${euro(PAID_LINE_CEILING_PER_MINUTE)} per minuut`
    : `${euro(pricePerMinute)} per minuut`;
}

/** The price of a call, shown next to the number wherever it appears. */
export const EMERGENCY_PRICE: string = emergencyPriceText(firm.emergencyLine.pricePerMinute);

/** The number with its price, for running text: '0903/88.105 (hoogstens €1,50 per minuut)'. */
export const EMERGENCY_NUMBER_WITH_PRICE = `${emergencyPhone.display} (${EMERGENCY_PRICE})`;
