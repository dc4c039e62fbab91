import { firm } from '../config/firm';
import { type PhoneFormats, phoneFormats } from './phone';

/** The paid emergency line from the firm's config: the number in every form, and what a call costs. */
export const emergencyPhone: PhoneFormats = phoneFormats(firm.emergencyLine.number);

/** The price of a call, shown next to the number wherever it appears: 'hoogstens €1,50 per minuut'. */
export const EMERGENCY_PRICE: string = firm.emergencyLine.price;

/** The number with its price, for running text: '0903/88.105 (hoogstens €1,50 per minuut)'. */
export const EMERGENCY_NUMBER_WITH_PRICE = `${emergencyPhone.display} (${EMERGENCY_PRICE})`;
