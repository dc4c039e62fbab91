import { contactMessageSchema } from '../contactMessageSchema';
import { defectReportSchema } from '../defectReportSchema';
import { validationMessages } from '../dutchMessages';
import { firstIssuePerField } from '../messageKinds';
import { quoteRequestSchema } from '../quoteRequestSchema';

type Schema = typeof contactMessageSchema | typeof quoteRequestSchema | typeof defectReportSchema;
const errorsOf = (schema: Schema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : firstIssuePerField(result.error.issues);
};

const contact = {
  name: 'An Peeters',
  email: 'an@example.be',
  phone: '0470 12 34 56',
  message: 'Een vraag.',
  privacyAccepted: true,
};
const quote = {
  buildingType: 'appartementsgebouw',
  unitCount: '24',
  location: 'Sint-Niklaas',
  currentSyndic: 'professioneel',
  desiredStart: 'volgende-algemene-vergadering',
  name: 'Jan Claes',
  email: 'jan@example.be',
  phone: '03 123 45 67',
  remarks: '',
  privacyAccepted: true,
};
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
    expect(errorsOf(contactMessageSchema, { ...contact, email: `an${control}@example.be` })).toStrictEqual({
      email: validationMessages.invalidEmail,
    });
  });

  it.each(CONTROLS)('refuse %j in a field of one line (name, phone, address), in Dutch', (control) => {
    const message = validationMessages.controlCharacter;
    expect(
      errorsOf(contactMessageSchema, { ...contact, name: `An ${control}`, phone: `0470${control}` }),
    ).toStrictEqual({
      name: message,
      phone: message,
    });
    expect(errorsOf(quoteRequestSchema, { ...quote, location: `Gent${control}` })).toStrictEqual({ location: message });
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
    expect(errorsOf(contactMessageSchema, { ...contact, message: `Regel\n${control}` })).toStrictEqual({
      message: validationMessages.controlCharacter,
    });
    expect(errorsOf(defectReportSchema, { ...report, description: `Lek${control}` })).toStrictEqual({
      description: validationMessages.controlCharacter,
    });
    expect(errorsOf(quoteRequestSchema, { ...quote, remarks: `Twee liften${control}` })).toStrictEqual({
      remarks: validationMessages.controlCharacter,
    });
  });

  it('keep line breaks and tabs where a text has several lines', () => {
    const text = 'Eerste regel\r\nTweede\tregel\nDerde regel';
    expect(contactMessageSchema.parse({ ...contact, message: text }).message).toBe(text);
    expect(defectReportSchema.parse({ ...report, description: text }).description).toBe(text);
    expect(quoteRequestSchema.parse({ ...quote, remarks: text }).remarks).toBe(text);
  });
});
