import { fixtureBuilding } from './messagesTestKit';

/** A resident's report of the fixture building's lift, as the report form posts it (multipart strings). */
export const liftReportForm = {
  buildingCode: fixtureBuilding.code,
  category: 'lift',
  part: 'gemeenschappelijk',
  location: 'Lift blok A',
  description: 'De lift blijft tussen de verdiepingen staan.',
  name: 'Pieter Claes',
  role: 'eigenaar-bewoner',
  unit: '3A',
  email: 'pieter.claes@example.be',
  phone: '0470 99 88 77',
  privacyAccepted: 'true',
} satisfies Record<string, string>;
