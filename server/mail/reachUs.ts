import { firm } from '../../src/config/firm';
import { EMERGENCY_NUMBER_WITH_PRICE } from '../../src/lib/emergency/emergencyLine';
import { centralOffice, officePhoneHours } from '../../src/lib/offices';
import { routes } from '../../src/lib/routes';
import { absoluteUrl } from '../../src/lib/siteUrl';
import type { MailBlock } from './render';

/**
 * 'Hoe bereikt u ons?' in every mail to a resident (the acknowledgement and each status mail): danger first (112), then
 * the office with its hours for an urgent defect during them, then the paid line for an urgent defect outside them that
 * endangers no one, and for a report where to follow it or report another.
 */
export function reachUs(siteUrl: string, { report }: { report: boolean }): MailBlock[] {
  const lines = [
    'Bij brand, gasreuk of gevaar voor personen: bel eerst 112.',
    `Een dringend defect tijdens de kantooruren (${officePhoneHours}): bel ons op ${centralOffice.phoneNumber.display}. Vragen kunt u ook mailen naar ${firm.email}.`,
    `Een dringend defect in de gemeenschappelijke delen buiten de kantooruren, dat niemand in gevaar brengt: ${EMERGENCY_NUMBER_WITH_PRICE}. Let op: betalend nummer. Gebruik dit nummer enkel in noodgevallen.`,
    ...(report ? [`Een ander defect melden: ${absoluteUrl(siteUrl, routes.melden)}`] : []),
  ];
  return [
    { kind: 'heading', text: 'Hoe bereikt u ons?' },
    ...lines.map((text): MailBlock => ({ kind: 'paragraph', text, spaceAfter: 6 })),
  ];
}
