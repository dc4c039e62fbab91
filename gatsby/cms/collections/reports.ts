import { EMERGENCY_GUIDE_FILE, emergencyGuideSchema } from '../../../src/lib/emergency/emergencyGuide';
import { REPORT_STATUSES } from '../../../src/lib/reports/reportStatus';
import { CONTRACTORS_FILE } from '../../../src/lib/reports/contractorJobs';
import { defectCategoryChoices } from '../../../src/lib/forms/defectReportSchema';
import { BUILDING_CODE_PATTERN } from '../../../src/lib/reports/reportBuildings';
import { EMAIL_PATTERN } from '../../../src/lib/forms/messageFields';
import { SAMPLE_CONTRACTOR_FIELD_HINT } from '../../../src/lib/samples';
import { frontmatterFields, type DecapCollection, type DecapFile } from '../decapFields';

/** What defect reports draw on: the buildings, the contractors, the emergency guide, the words of mails and statuses */

/** The buildings residents report from (the QR codes, /melden). */
const buildingsFile: DecapFile = {
  name: 'gebouwen',
  label: 'Gebouwen (voor de QR-codes en /melden)',
  file: 'content/meldingen/gebouwen.json',
  fields: [
    {
      name: 'gebouwen',
      label: 'Gebouwen',
      widget: 'list',
      summary: '{{fields.code}}: {{fields.naam}}',
      fields: [
        {
          name: 'code',
          label: 'Code (op de QR-code; letters, cijfers en streepjes)',
          widget: 'string',
          pattern: ['^[A-Za-z0-9-]{2,40}$', 'Letters, cijfers en streepjes, 2 tot 40 tekens'],
        },
        { name: 'naam', label: 'Naam van het gebouw', widget: 'string' },
        { name: 'straat', label: 'Straat en huisnummer', widget: 'string' },
        { name: 'postcode', label: 'Postcode', widget: 'string', pattern: ['^\\d{4}$', 'Vier cijfers'] },
        { name: 'gemeente', label: 'Gemeente', widget: 'string' },
        {
          name: 'beheerder',
          label: 'E-mailadres van de beheerder (leeg: het algemene adres)',
          widget: 'string',
          required: false,
        },
        {
          name: 'voorbeeld',
          label: 'Voorbeeld',
          widget: 'boolean',
          default: false,
          hint: 'Aangevinkt = een verzonnen voorbeeldgebouw; de release weigert zolang er een is.',
        },
      ],
    },
  ],
};

/** The contractors a manager sends a report on to. */
const contractorsFile: DecapFile = {
  name: 'aannemers',
  label: 'Aannemers (aan wie een beheerder een melding doorstuurt)',
  file: `content/meldingen/${CONTRACTORS_FILE}`,
  fields: [
    { name: '_uitleg', label: 'Uitleg', widget: 'hidden' },
    {
      name: 'aannemers',
      label: 'Aannemers',
      widget: 'list',
      summary: '{{fields.naam}} ({{fields.id}})',
      fields: [
        {
          name: 'id',
          label: 'Vaste id (kleine letters, cijfers en koppeltekens)',
          widget: 'string',
          // The contract's CONTRACTOR_ID; content:check applies the real one.
          pattern: ['^[a-z0-9]+(-[a-z0-9]+)*$', 'Kleine letters, cijfers en koppeltekens, bv. dakwerken-de-smet'],
          hint: 'Kies hem één keer en wijzig hem daarna niet meer: de opdrachten die al verstuurd zijn, noemen de aannemer met deze id.',
        },
        { name: 'naam', label: 'Naam van de aannemer', widget: 'string' },
        {
          name: 'vakgebieden',
          label: 'Soorten problemen die hij herstelt',
          widget: 'select',
          multiple: true,
          min: 1,
          options: defectCategoryChoices.map(({ value, label }) => ({ value, label })),
          hint: 'Dezelfde soorten als op /melden. Op de pagina om door te sturen staat hij bovenaan bij een melding van die soort.',
        },
        {
          name: 'email',
          label: 'E-mailadres voor de opdrachten',
          widget: 'string',
          pattern: [EMAIL_PATTERN.source, 'Een e-mailadres'],
        },
        { name: 'telefoon', label: 'Telefoonnummer', widget: 'string' },
        {
          name: 'gebouwen',
          label: 'Enkel voor deze gebouwen (optioneel)',
          widget: 'list',
          required: false,
          field: {
            name: 'code',
            label: 'Code van het gebouw',
            widget: 'string',
            pattern: [BUILDING_CODE_PATTERN.source, 'Een code uit Gebouwen, bv. KLAPROOS'],
          },
          hint: 'Leeg: de aannemer werkt voor alle gebouwen. Anders de codes uit Gebouwen; content:check meldt een code die er niet staat.',
        },
        {
          name: 'voorbeeld',
          label: 'Voorbeeld (verzonnen, niet echt)',
          widget: 'boolean',
          default: true,
          hint: SAMPLE_CONTRACTOR_FIELD_HINT,
        },
      ],
    },
  ],
};

/** What to do in an emergency (content/noodgevallen.json), shown with the paid line. */
const emergencyGuideFile: DecapFile = {
  name: 'noodgevallen',
  label: 'Noodgevallen: wie bellen (op /melden en in het venster Noodnummer)',
  file: `content/${EMERGENCY_GUIDE_FILE}`,
  fields: frontmatterFields(emergencyGuideSchema, {
    _uitleg: { label: 'Uitleg', widget: 'hidden' },
    situations: {
      summary: '{{fields.situation}}',
      hint: 'Schrijf enkel wat een bron bevestigt; een link als [112](tel:112). Het noodnummer van het kantoor, zijn prijs en de waarschuwing zet de site er zelf onder.',
    },
  }),
};

/** The words of the e-mails that acknowledge a report, a contact message or a quote request. */
const acknowledgementsFile: DecapFile = {
  name: 'bevestiging',
  label: 'Ontvangstbevestigingen per e-mail',
  file: 'content/meldingen/bevestiging.json',
  fields: [
    { name: '_uitleg', label: 'Uitleg', widget: 'hidden' },
    ...(['melding', 'contact', 'offerte'] as const).map((name) => ({
      name,
      label: { melding: 'Melding van een defect', contact: 'Contactbericht', offerte: 'Offerteaanvraag' }[name],
      widget: 'object' as const,
      fields: [
        { name: 'inleiding', label: 'Eerste zin', widget: 'string' as const },
        {
          name: 'volgendeStappen',
          label: 'Wat gebeurt er nu? (beloof enkel wat het kantoor waarmaakt)',
          widget: 'list' as const,
          field: { name: 'stap', label: 'Stap', widget: 'text' as const },
        },
      ],
    })),
  ],
};

/** The names and explanations of a report's statuses, one per status the code knows. */
const statusesFile: DecapFile = {
  name: 'statussen',
  label: 'Statussen van een melding (site en statusmails)',
  file: 'content/meldingen/statussen.json',
  fields: [
    { name: '_uitleg', label: 'Uitleg', widget: 'hidden' },
    // One object per status the code knows: the writers change the words, not the steps.
    ...REPORT_STATUSES.map((name) => ({
      name,
      label: `Status ‘${name}’`,
      widget: 'object' as const,
      fields: [
        { name: 'naam', label: 'Naam van de status', widget: 'string' as const },
        { name: 'uitleg', label: 'Uitleg voor de bewoner', widget: 'text' as const },
      ],
    })),
  ],
};

export const reportsCollection: DecapCollection = {
  name: 'meldingen',
  label: 'Meldingen van defecten',
  delete: false,
  files: [buildingsFile, contractorsFile, emergencyGuideFile, acknowledgementsFile, statusesFile],
};
