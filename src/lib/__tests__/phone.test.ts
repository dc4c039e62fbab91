import { internationalDisplay, internationalPhone, phoneFormats, telHref } from '../phone';
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

describe('the office numbers come from the config', () => {
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
});
