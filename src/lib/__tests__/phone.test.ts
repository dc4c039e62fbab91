import { internationalDisplay, internationalPhone, phoneFormats, telHref } from '../phone';
import { EMERGENCY_NUMBER_WITH_PRICE, EMERGENCY_PRICE, emergencyPhone, emergencyPriceText } from '../emergencyLine';
import { centralOffice, nonUrgentPhone, offices } from '../offices';
import { firm, officeFacts } from '../../config/firm';

describe('phone formats', () => {
  it('derives the link, E.164 and international display from the Belgian notation', () => {
    expect(phoneFormats('09 123 45 67')).toEqual({
      display: '09 123 45 67',
      href: 'tel:091234567',
      international: '+3291234567',
      internationalDisplay: '+32 9 123 45 67',
    });
    expect(phoneFormats('052 12 34 56').internationalDisplay).toBe('+32 52 12 34 56');
    expect(phoneFormats('0903/12.345').href).toBe('tel:090312345');
  });

  it('leaves a number already written internationally as it is', () => {
    expect(internationalDisplay('+32 9 123 45 67')).toBe('+32 9 123 45 67');
    expect(internationalDisplay('0032 9 123 45 67')).toBe('+32 9 123 45 67');
    expect(internationalPhone('0032 9 123 45 67')).toBe('+3291234567');
    expect(telHref('+32 9 123 45 67')).toBe('tel:+3291234567');
  });
});

/** The digits of a number as written, with a leading + kept: what a tel: link dials. */
const dialled = (written: string) => written.replace(/[^\d+]/g, '');

describe('the firm numbers come from the config', () => {
  it('writes the paid line as the config does, and links it without separators', () => {
    expect(emergencyPhone.display).toBe(firm.emergencyLine.number);
    expect(emergencyPhone.href).toBe(`tel:${dialled(firm.emergencyLine.number)}`);
    expect(emergencyPhone.href).toMatch(/^tel:\+?\d+$/);
  });

  it('gives the central office number in international form for non-urgent calls', () => {
    const central = officeFacts.find((office) => office.id === firm.centralOfficeId)!;
    expect(nonUrgentPhone.display).toBe(internationalDisplay(central.phone));
    expect(nonUrgentPhone.display).toMatch(/^\+32 \d/);
    expect(nonUrgentPhone.href).toBe(`tel:${dialled(nonUrgentPhone.display)}`);
  });

  it('derive every office number and the central number from officeFacts', () => {
    expect(offices.map((office) => office.phone)).toEqual(officeFacts.map((office) => office.phone));
    for (const [index, office] of offices.entries()) {
      expect(office.phoneNumber).toEqual(phoneFormats(officeFacts[index].phone));
      expect(office.phoneNumber.href).toBe(`tel:${dialled(officeFacts[index].phone)}`);
    }
    expect(centralOffice.id).toBe(firm.centralOfficeId);
    expect(nonUrgentPhone.international).toBe(centralOffice.phoneNumber.international);
  });

  it("shows the paid number with its price: the firm's own, or the legal ceiling while it has none", () => {
    expect(EMERGENCY_PRICE).toBe(emergencyPriceText(firm.emergencyLine.pricePerMinute));
    expect(EMERGENCY_NUMBER_WITH_PRICE).toBe(`${firm.emergencyLine.number} (${EMERGENCY_PRICE})`);
    expect(emergencyPriceText(null)).toBe('hoogstens €1,50 per minuut');
    expect(emergencyPriceText(0.75)).toBe('€0,75 per minuut');
    expect(emergencyPriceText(1)).toBe('€1,00 per minuut');
  });
});
