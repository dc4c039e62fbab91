import { nonUrgentPhone, officePhoneHours } from '../offices';

/**
 * The tags content/noodgevallen.json may use: the office's number and its hours, so the guide can say whom to call
 * with an urgent defect during office hours without anyone typing a number. Not the paid line: the site puts that,
 * its price and the spec's warning below the guide itself. The same values as the Markdown tags (firmTokens.ts);
 * kept apart from them so the guide's pages and the emergency dialog load no table of every firm fact.
 */
export const EMERGENCY_GUIDE_TAGS: Readonly<Record<string, string>> = {
  'phone.office': nonUrgentPhone.display,
  'phone.officeHref': nonUrgentPhone.href,
  'phone.officeHours': officePhoneHours,
};

const TAG = /\{\{\s*([a-zA-Z0-9.-]+)\s*\}\}/g;

/** The tags in a guide text that the guide may not use ([] when all are allowed). */
export function disallowedGuideTags(text: string): string[] {
  return [...text.matchAll(TAG)].map((match) => match[1]).filter((name) => !(name in EMERGENCY_GUIDE_TAGS));
}

/** A guide text with its tags filled in (the build has refused any other tag, so none is left unfilled). */
export function fillEmergencyGuideTags(text: string): string {
  return text.replace(TAG, (whole, name: string) => EMERGENCY_GUIDE_TAGS[name] ?? whole);
}
