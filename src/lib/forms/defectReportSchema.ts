import * as z from 'zod/mini';
import type { ChoiceList } from '../choices';
import { validationMessages } from '../uiText/dutchMessages';
import {
  choiceOf,
  type ChoicesUnselected,
  emailAddress,
  FIELD_LIMITS,
  optionalLine,
  privacyAccepted,
  recaptchaToken,
  requiredLine,
  requiredText,
} from './messageFields';

/** What is broken: the categories, in the order the form lists them. */
export const defectCategoryChoices = [
  { value: 'water', label: 'Water en lekken' },
  { value: 'lift', label: 'Lift' },
  { value: 'elektriciteit', label: 'Elektriciteit en verlichting' },
  { value: 'verwarming', label: 'Verwarming' },
  { value: 'toegang', label: 'Deur, toegang en parlofoon' },
  { value: 'dak-gevel', label: 'Dak en gevel' },
  { value: 'riolering', label: 'Riolering' },
  { value: 'schoonmaak-tuin', label: 'Schoonmaak en tuin' },
  { value: 'andere', label: 'Andere' },
] as const satisfies ChoiceList;

/** Where the defect is, in the sense of the co-ownership: it decides who pays and who acts. */
export const buildingPartChoices = [
  { value: 'gemeenschappelijk', label: 'Gemeenschappelijk deel' },
  { value: 'privatief', label: 'Privatief deel (binnen een appartement of kavel)' },
  { value: 'weet-niet', label: 'Ik weet het niet' },
] as const satisfies ChoiceList;

export const reporterRoleChoices = [
  { value: 'eigenaar-bewoner', label: 'Eigenaar-bewoner' },
  { value: 'eigenaar-verhuurder', label: 'Eigenaar-verhuurder' },
  { value: 'huurder', label: 'Huurder' },
  { value: 'assistentiewoning', label: 'Bewoner van een assistentiewoning of familie' },
  { value: 'raad-van-mede-eigendom', label: 'Lid van de raad van mede-eigendom' },
  { value: 'andere', label: 'Andere' },
] as const satisfies ChoiceList;

// The photo limits live apart, so that the pages that pick photos load none of this module's zod.
export { PHOTO_LIMITS } from './photoLimits';

export const REPORT_FIELD_LIMITS = {
  buildingCode: 40,
  street: 200,
  houseNumber: 20,
  municipality: FIELD_LIMITS.municipality,
  location: 200,
  description: 3000,
  unit: 40,
} as const;

/** The form field that carries the photos in the multipart body. */
export const PHOTO_FIELD = 'photos';

const buildingCode = z.optional(
  z.string().check(z.trim(), z.maxLength(REPORT_FIELD_LIMITS.buildingCode, validationMessages.unknownBuilding)),
);

/**
 * A defect report as the form validates it and POST /api/report accepts it (its text fields; the photos travel
 * beside them). A building is named by its code (from the QR code in the hall) or by a typed address.
 */
export const defectReportSchema = z
  .object({
    buildingCode,
    street: optionalLine(REPORT_FIELD_LIMITS.street),
    houseNumber: optionalLine(REPORT_FIELD_LIMITS.houseNumber),
    municipality: optionalLine(REPORT_FIELD_LIMITS.municipality),
    category: choiceOf(defectCategoryChoices),
    part: choiceOf(buildingPartChoices),
    location: requiredLine(REPORT_FIELD_LIMITS.location),
    description: requiredText(REPORT_FIELD_LIMITS.description),
    name: requiredLine(FIELD_LIMITS.name),
    role: choiceOf(reporterRoleChoices),
    unit: optionalLine(REPORT_FIELD_LIMITS.unit),
    email: emailAddress,
    phone: requiredLine(FIELD_LIMITS.phone),
    privacyAccepted,
    /** The resident allows the contractor to call them for an appointment: only then do name and phone go along. */
    contractorMayContact: z.optional(z.boolean()),
    recaptchaToken,
  })
  .check(
    ...(['street', 'houseNumber', 'municipality'] as const).map((field) =>
      z.refine<Record<string, unknown>>((report) => !!report.buildingCode || !!report[field], {
        message: validationMessages.required,
        path: [field],
        // Also while other fields are still wrong, so the form shows every missing part of the address at once.
        when: (payload) => typeof payload.value === 'object' && payload.value !== null,
      }),
    ),
  );

export type DefectReportInput = z.input<typeof defectReportSchema>;
export type DefectReport = z.output<typeof defectReportSchema>;

/** The form's values: choices start unselected, so the resident makes them. */
export type DefectReportFormValues = ChoicesUnselected<DefectReportInput, 'category' | 'part' | 'role'>;

export const emptyDefectReport: DefectReportFormValues = {
  buildingCode: '',
  street: '',
  houseNumber: '',
  municipality: '',
  category: '',
  part: '',
  location: '',
  description: '',
  name: '',
  role: '',
  unit: '',
  email: '',
  phone: '',
  privacyAccepted: false,
  contractorMayContact: false,
};

/**
 * A multipart body's text fields as the schema reads them: every value arrives as a string, the consent
 * checkbox as 'true'. A field sent twice counts as a bad request, not as the last one.
 */
export function reportFromFormFields(fields: Record<string, string>): Record<string, unknown> {
  const { privacyAccepted: consent, contractorMayContact, ...rest } = fields;
  return { ...rest, privacyAccepted: consent === 'true', contractorMayContact: contractorMayContact === 'true' };
}
