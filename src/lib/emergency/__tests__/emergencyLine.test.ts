import { EMERGENCY_NUMBER_WITH_PRICE, EMERGENCY_PRICE, emergencyPhone, emergencyPriceText } from '../emergencyLine';
import { firm } from '../../../config/firm';

/** The digits of a number as written, with a leading + kept: what a tel: link dials. */
const dialled = (written: string) => written.replace(/[^\d+]/g, '');

describe('the paid emergency line comes from the config', () => {
  it('writes the paid line as the config does, and links it without separators', () => {
    expect(emergencyPhone.display).toBe(firm.emergencyLine.number);
    expect(emergencyPhone.href).toBe(`tel:${dialled(firm.emergencyLine.number)}`);
    expect(emergencyPhone.href).toMatch(/^tel:\+?\d+$/);
  });

  it("shows the paid number with its price: the firm's own, or the legal ceiling while it has none", () => {
    expect(EMERGENCY_PRICE).toBe(emergencyPriceText(firm.emergencyLine.pricePerMinute));
    expect(EMERGENCY_NUMBER_WITH_PRICE).toBe(`${firm.emergencyLine.number} (${EMERGENCY_PRICE})`);
    expect(emergencyPriceText(null)).toBe('hoogstens €1,50 per minuut');
    expect(emergencyPriceText(0.75)).toBe('€0,75 per minuut');
    expect(emergencyPriceText(1)).toBe('€1,00 per minuut');
  });
});
