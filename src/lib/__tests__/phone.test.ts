import { internationalDisplay, internationalPhone, phoneFormats, telHref } from '../phone';
import { EMERGENCY_NUMBER_WITH_PRICE, emergencyPhone } from '../emergencyLine';
import { centralOffice, nonUrgentPhone, offices } from '../offices';
import { firm, officeFacts } from '../../config/firm';

describe('phone formats', () => {
  it('derives the link, E.164 and international display from the Belgian notation', () => {
    expect(phoneFormats('03 569 15 00')).toEqual({
      display: '03 569 15 00',
      href: 'tel:035691500',
      international: '+3235691500',
      internationalDisplay: '+32 3 569 15 00',
    });
    expect(phoneFormats('053 22 16 00').internationalDisplay).toBe('+32 53 22 16 00');
    expect(phoneFormats('0903/88.105').href).toBe('tel:090388105');
  });

  it('leaves a number already written internationally as it is', () => {
    expect(internationalDisplay('+32 3 569 15 00')).toBe('+32 3 569 15 00');
    expect(internationalDisplay('0032 3 569 15 00')).toBe('+32 3 569 15 00');
    expect(internationalPhone('0032 3 569 15 00')).toBe('+3235691500');
    expect(telHref('+32 3 569 15 00')).toBe('tel:+3235691500');
  });
});

describe('the firm numbers come from the config', () => {
  it('renders the spec constants exactly', () => {
    expect(emergencyPhone.display).toBe('0903/88.105');
    expect(emergencyPhone.href).toBe('tel:090388105');
    expect(nonUrgentPhone.display).toBe('+32 3 569 15 00');
    expect(nonUrgentPhone.href).toBe('tel:+3235691500');
    expect(offices.map((office) => office.phone)).toEqual(['03 569 15 00', '053 22 16 00', '050 15 14 00']);
  });

  it('derive every office number and the central number from officeFacts', () => {
    for (const [index, office] of offices.entries()) {
      expect(office.phone).toBe(officeFacts[index].phone);
      expect(office.phoneNumber).toEqual(phoneFormats(officeFacts[index].phone));
    }
    expect(centralOffice.id).toBe(firm.centralOfficeId);
    expect(nonUrgentPhone.international).toBe(centralOffice.phoneNumber.international);
  });

  it('shows the paid number with its price', () => {
    expect(firm.emergencyLine.price).toMatch(/€1,50 per minuut/);
    expect(EMERGENCY_NUMBER_WITH_PRICE).toBe('0903/88.105 (hoogstens €1,50 per minuut)');
  });
});
