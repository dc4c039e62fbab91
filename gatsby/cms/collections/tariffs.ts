import { tariffsFileSchema } from '../../../src/lib/tariffs/tariffsSchema';
import { frontmatterFields, type DecapCollection } from '../decapFields';

/** The firm's tariffs (content/tarieven.json), on /tarieven and in the fee indication on /offerte. */
export const tariffsCollection: DecapCollection = {
  name: 'tarieven',
  label: 'Tarieven',
  delete: false,
  files: [
    {
      name: 'tarieven',
      label: 'Tarieven (op /tarieven en in de indicatie op /offerte)',
      file: 'content/tarieven.json',
      fields: frontmatterFields(tariffsFileSchema, {
        voorbeeld: {
          label: 'Voorbeeldtarieven (plaatshouders, niet de echte)',
          default: true,
          hint: 'Aangevinkt = de bedragen zijn voorbeelden; de site zegt dat erbij en de release weigert. Vink het uit zodra de echte tarieven van het kantoor erin staan.',
        },
      }),
    },
  ],
};
