import { contactMessageSchema, emptyContactMessage } from '../contactMessageSchema';
import { defectReportSchema } from '../defectReportSchema';
import { validationMessages } from '../../uiText/dutchMessages';
import { firstIssuePerField } from '../messageKinds';
import { emptyQuoteRequest, quoteRequestSchema } from '../quoteRequestSchema';

type Schema = typeof contactMessageSchema | typeof quoteRequestSchema | typeof defectReportSchema;
const errorsOf = (schema: Schema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : firstIssuePerField(result.error.issues);
};

const validContact = {
  name: ' An Peeters ',
  email: ' an@example.be ',
  phone: '0470 12 34 56',
  message: 'Een vraag over de afrekening.',
  privacyAccepted: true,
};

describe('contactMessageSchema', () => {
  it('accepts a complete message and trims it', () => {
    expect(contactMessageSchema.parse({ ...validContact, recaptchaToken: 'tok' })).toEqual({
      name: 'An Peeters',
      email: 'an@example.be',
      phone: '0470 12 34 56',
      message: 'Een vraag over de afrekening.',
      privacyAccepted: true,
      recaptchaToken: 'tok',
    });
  });

  it("requires every field, with the spec's messages", () => {
    expect(errorsOf(contactMessageSchema, emptyContactMessage)).toEqual({
      name: 'Dit veld is verplicht',
      email: 'Dit veld is verplicht',
      phone: 'Dit veld is verplicht',
      message: 'Dit veld is verplicht',
      privacyAccepted: 'U moet akkoord gaan met het privacybeleid',
    });
    expect(errorsOf(contactMessageSchema, {})).toEqual(errorsOf(contactMessageSchema, emptyContactMessage));
  });

  it('treats whitespace as empty', () => {
    expect(errorsOf(contactMessageSchema, { ...validContact, name: '   ' })).toEqual({ name: 'Dit veld is verplicht' });
  });

  it.each(['an', 'an@', 'an@example', 'an example@x.be', '@x.be'])('rejects the address %p', (email) => {
    expect(errorsOf(contactMessageSchema, { ...validContact, email })).toEqual({ email: 'Ongeldig e-mailadres' });
  });

  it('rejects texts that are too long, and wrong types, in Dutch', () => {
    expect(errorsOf(contactMessageSchema, { ...validContact, message: 'x'.repeat(5001) })).toEqual({
      message: 'Gebruik hoogstens 5000 tekens',
    });
    expect(errorsOf(contactMessageSchema, { ...validContact, name: 42, privacyAccepted: 'yes' })).toEqual({
      name: 'Dit veld is verplicht',
      privacyAccepted: 'U moet akkoord gaan met het privacybeleid',
    });
  });
});

const validQuote = {
  buildingType: 'appartementsgebouw',
  unitCount: ' 24 ',
  location: 'Sint-Niklaas',
  currentSyndic: 'professioneel',
  desiredStart: 'volgende-algemene-vergadering',
  name: 'Jan Claes',
  email: 'jan@example.be',
  phone: '03 123 45 67',
  remarks: '',
  privacyAccepted: true,
};

describe('quoteRequestSchema', () => {
  it('accepts a complete request; the unit count becomes a number', () => {
    expect(quoteRequestSchema.parse(validQuote)).toMatchObject({ unitCount: 24, remarks: '' });
    expect(quoteRequestSchema.parse({ ...validQuote, unitCount: 24, remarks: undefined })).toMatchObject({
      unitCount: 24,
    });
  });

  it('requires the choices, the building and the contact details, not the remarks', () => {
    expect(errorsOf(quoteRequestSchema, emptyQuoteRequest)).toEqual({
      buildingType: 'Dit veld is verplicht',
      unitCount: 'Dit veld is verplicht',
      location: 'Dit veld is verplicht',
      currentSyndic: 'Dit veld is verplicht',
      desiredStart: 'Dit veld is verplicht',
      name: 'Dit veld is verplicht',
      email: 'Dit veld is verplicht',
      phone: 'Dit veld is verplicht',
      privacyAccepted: 'U moet akkoord gaan met het privacybeleid',
    });
  });

  it.each(['1', '0', '-3', '2.5', 'veertig', '10000'])('rejects the unit count %p', (unitCount) => {
    expect(errorsOf(quoteRequestSchema, { ...validQuote, unitCount })).toEqual({
      unitCount: 'Vul een geheel getal in tussen 2 en 9999',
    });
  });

  it('rejects a value outside the choices', () => {
    expect(errorsOf(quoteRequestSchema, { ...validQuote, buildingType: 'kasteel' })).toEqual({
      buildingType: 'Kies een van de mogelijkheden',
    });
  });
});

const report = {
  street: 'Kerkstraat',
  houseNumber: '1',
  municipality: 'Aalst',
  category: 'water',
  part: 'gemeenschappelijk',
  location: 'Kelder',
  description: 'Lek.',
  name: 'Els',
  role: 'huurder',
  unit: '2B',
  email: 'els@example.be',
  phone: '0470 11 22 33',
  privacyAccepted: true,
};

/** An escape sequence that turns a terminal's text red, a C1 CSI (the same in one character), a bell and a NUL. */
const CONTROLS = ['\u001b[31mrood', '\u009b31mrood', 'bel\u0007', 'nul\u0000'];

describe('control characters in what visitors type', () => {
  it.each(CONTROLS)('refuse an e-mail address with %j', (control) => {
    expect(errorsOf(contactMessageSchema, { ...validContact, email: `an${control}@example.be` })).toStrictEqual({
      email: validationMessages.invalidEmail,
    });
  });

  it.each(CONTROLS)('refuse %j in a field of one line (name, phone, address), in Dutch', (control) => {
    const message = validationMessages.controlCharacter;
    expect(
      errorsOf(contactMessageSchema, { ...validContact, name: `An ${control}`, phone: `0470${control}` }),
    ).toStrictEqual({
      name: message,
      phone: message,
    });
    expect(errorsOf(quoteRequestSchema, { ...validQuote, location: `Gent${control}` })).toStrictEqual({
      location: message,
    });
    const fields = ['street', 'houseNumber', 'municipality', 'location', 'name', 'unit', 'phone'] as const;
    const typed = Object.fromEntries(fields.map((field) => [field, `x${control}`]));
    expect(errorsOf(defectReportSchema, { ...report, ...typed })).toStrictEqual(
      Object.fromEntries(fields.map((field) => [field, message])),
    );
  });

  it('refuse a line break inside a field of one line', () => {
    expect(errorsOf(defectReportSchema, { ...report, street: 'Kerkstraat\n[verstuurd]' })).toStrictEqual({
      street: validationMessages.controlCharacter,
    });
  });

  it.each(CONTROLS)('refuse %j in a text of several lines, which keeps its line breaks and tabs', (control) => {
    expect(errorsOf(contactMessageSchema, { ...validContact, message: `Regel\n${control}` })).toStrictEqual({
      message: validationMessages.controlCharacter,
    });
    expect(errorsOf(defectReportSchema, { ...report, description: `Lek${control}` })).toStrictEqual({
      description: validationMessages.controlCharacter,
    });
    expect(errorsOf(quoteRequestSchema, { ...validQuote, remarks: `Twee liften${control}` })).toStrictEqual({
      remarks: validationMessages.controlCharacter,
    });
  });

  it('keep line breaks and tabs where a text has several lines', () => {
    const text = 'Eerste regel\r\nTweede\tregel\nDerde regel';
    expect(contactMessageSchema.parse({ ...validContact, message: text }).message).toBe(text);
    expect(defectReportSchema.parse({ ...report, description: text }).description).toBe(text);
    expect(quoteRequestSchema.parse({ ...validQuote, remarks: text }).remarks).toBe(text);
  });
});
