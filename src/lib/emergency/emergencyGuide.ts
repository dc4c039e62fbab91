import { z } from 'zod';
import { missingOr, text } from '../content/fieldSchemas';
import { textWithLinks } from '../content/codePages';
import { jsonContentFileProblems, validateJsonContent, type JsonContentCheck } from '../content/jsonContentFile';
import { disallowedGuideTags, EMERGENCY_GUIDE_TAGS } from './emergencyGuideTags';

/**
 * content/noodgevallen.json: what a resident does in an emergency (fire, gas, someone stuck in a lift) and when the
 * firm's paid line is the right number. The writers' words, shown on /melden, on the thank-you pages, in the
 * 'Noodnummer' dialog and wherever a page shows the paid line; the paid number, its price and the spec's warning
 * are code, so the file names only the office's number and hours, by tag (emergencyGuideTags.ts). The build stops
 * on a mistake in it, content:check names it, and the CMS derives its fields from here.
 */
export const EMERGENCY_GUIDE_FILE = 'noodgevallen.json';

const allowedTags = Object.keys(EMERGENCY_GUIDE_TAGS)
  .map((name) => `{{${name}}}`)
  .join(', ');

const onlyOfficeTags = (schema: z.ZodString) =>
  schema.refine(
    (value) => disallowedGuideTags(value).length === 0,
    `mag enkel de tags ${allowedTags} bevatten: het noodnummer van het kantoor, zijn prijs en de waarschuwing zet de site er zelf bij`,
  );

/** An object whose misspelled or unknown fields are named in Dutch, not silently dropped. */
const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `bevat onbekende velden: ${issue.keys.join(', ')}` : undefined,
  });

export const emergencyGuideSchema = strict({
  /** Read by writers only (the CMS hides it). */
  _uitleg: z.string().optional(),
  situations: z
    .array(
      strict({
        /** The situation, short: 'Brand of rook'. */
        situation: onlyOfficeTags(text(3, 80)),
        /** What to do, in order; links the Markdown way, e.g. [112](tel:112) or [{{phone.office}}]({{phone.officeHref}}). */
        action: onlyOfficeTags(textWithLinks(10, 500)),
      }),
      { error: missingOr('moet een lijst situaties zijn, elk met situation en action') },
    )
    .min(2, 'moet minstens twee situaties bevatten: wanneer 112 en wanneer het noodnummer van het kantoor'),
});
export type EmergencyGuide = z.output<typeof emergencyGuideSchema>;

export function validateEmergencyGuide(data: unknown): JsonContentCheck<EmergencyGuide> {
  return validateJsonContent(emergencyGuideSchema, data);
}

/** What is wrong with content/noodgevallen.json, one Dutch line per problem ([] when all is well). */
export function emergencyGuideProblems(contentDir: string): string[] {
  return jsonContentFileProblems(
    contentDir,
    EMERGENCY_GUIDE_FILE,
    emergencyGuideSchema,
    'wat bewoners in een noodgeval doen, op /melden en in het venster Noodnummer, staat daarin.',
  );
}
