import { FOLLOW_CONFIRM_LINK_VALID_DAYS } from '../../src/lib/reports/knownProblems';
import type { StoredReport } from '../../src/lib/forms/messageKinds';
import { buildingPartChoices } from '../../src/lib/forms/defectReportSchema';
import { choiceLabel } from '../../src/lib/choices';
import { buildingOf, categoryLabel } from '../repairLoop/loopViews';
import { formatDateTime, formatPlannedDate } from './formats';
import type { LoopMail } from './repairLoopMails';
import type { MailBlock, MailFact } from './render';

/**
 * The mails of one defect, one report. A follower's mails name the problem by staff's public title (or the category
 * and the building's name) and the status in the firm's words: never what the reporter typed, their name or the
 * report's reference. Every mail to a follower says how to stop.
 */

/** A follower's way out: the page's link in the text; the List-Unsubscribe headers carry the one-click URL. */
export interface UnsubscribeLinks {
  page: string;
  oneClick: string;
}

/** RFC 8058's headers: a mail client offers its own 'unsubscribe' button that POSTs the one-click URL. */
export function unsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

const unsubscribeLine = (page: string) =>
  `U krijgt deze e-mail omdat u deze melding volgt. Geen e-mails meer over deze melding? Meld u af: ${page}`;

/** The confirmation a follower asked for: nothing is sent before they confirm with it. */
export function followConfirmMail(input: { title: string; buildingName: string; confirmUrl: string }): LoopMail {
  return {
    subject: `Bevestig dat u de melding ‘${input.title}’ wilt volgen`,
    greeting: 'Goedendag,',
    paragraphs: [
      `Op onze website vroeg iemand met dit e-mailadres om de melding ‘${input.title}’${input.buildingName ? ` in ${input.buildingName}` : ''} te volgen. Bevestig dat met de knop hieronder; daarna krijgt u een e-mail bij elke nieuwe stap en bij elk bericht van de beheerder aan het gebouw.`,
      `De knop werkt ${FOLLOW_CONFIRM_LINK_VALID_DAYS} dagen.`,
    ],
    facts: [],
    texts: [],
    buttons: [{ label: 'Ja, ik volg deze melding', url: input.confirmUrl }],
    after: [
      'Vroeg u dit niet, dan mag u deze e-mail negeren: zonder bevestiging krijgt u niets meer van ons, en wij wissen uw adres bij deze aanvraag zodra de knop verlopen is.',
    ],
  };
}

/** A step of a followed report, told to a follower: the title, the status in the firm's words and the planned date. */
export function followerStatusMail(input: {
  title: string;
  buildingName: string;
  statusLabel: string;
  at: number;
  plannedDate: string | null;
  closed: boolean;
  unsubscribePage: string;
}): LoopMail {
  const facts: MailFact[] = [
    { label: 'Melding', value: input.title },
    ...(input.buildingName ? [{ label: 'Gebouw', value: input.buildingName }] : []),
    { label: 'Nieuwe status', value: input.statusLabel },
    { label: 'Sinds', value: formatDateTime(input.at) },
    ...(input.plannedDate ? [{ label: 'Geplande datum', value: formatPlannedDate(input.plannedDate) }] : []),
  ];
  return {
    subject: `${input.title}: ${input.statusLabel}`,
    greeting: 'Goedendag,',
    paragraphs: [
      `De melding die u volgt, heeft een nieuwe status: ${input.statusLabel}.`,
      ...(input.closed ? ['De melding is hiermee afgesloten.'] : []),
    ],
    facts,
    texts: [],
    buttons: [],
    after: [unsubscribeLine(input.unsubscribePage)],
  };
}

/** Staff's word to the building, to a follower (`unsubscribePage`) or to the reporter (`reference`, their own). */
export function buildingUpdateMail(input: {
  title: string;
  buildingName: string;
  text: string;
  at: number;
  to: { follower: true; unsubscribePage: string } | { follower: false; reference: string };
}): LoopMail {
  const about: MailFact[] = input.to.follower
    ? [{ label: 'Melding', value: input.title }]
    : [
        { label: 'Uw melding', value: input.to.reference },
        { label: 'Over', value: input.title },
      ];
  return {
    subject: `Bericht over ‘${input.title}’`,
    greeting: 'Goedendag,',
    paragraphs: [
      input.to.follower
        ? 'De beheerder stuurt een bericht aan iedereen die deze melding volgt en aan wie ze meldde.'
        : 'De beheerder stuurt een bericht over uw melding aan u en aan iedereen die ze volgt.',
    ],
    facts: [
      ...about,
      ...(input.buildingName ? [{ label: 'Gebouw', value: input.buildingName }] : []),
      { label: 'Verstuurd op', value: formatDateTime(input.at) },
    ],
    texts: [{ title: 'Bericht van de beheerder', text: input.text }],
    buttons: [],
    after: input.to.follower ? [unsubscribeLine(input.to.unsubscribePage)] : [],
  };
}

/** The reporter of a merged duplicate: their report is closed and they now follow the one it repeated. */
export function mergedReporterMail(input: {
  reference: string;
  title: string;
  buildingName: string;
  /** While they follow the original; null when they reported it themselves, or left since. */
  unsubscribePage: string | null;
  /** They reported the original too: they hear of it as its reporter. */
  reportedOriginal: boolean;
}): LoopMail {
  const following = input.unsubscribePage
    ? [
        'U volgt voortaan die melding: u krijgt een e-mail bij elke nieuwe stap en bij elk bericht van de beheerder aan het gebouw.',
      ]
    : input.reportedOriginal
      ? ['U krijgt de berichten over die melding al, als melder ervan.']
      : [];
  return {
    subject: `Uw melding ${input.reference} werd samengevoegd`,
    greeting: 'Goedendag,',
    paragraphs: [
      `Hetzelfde probleem werd al eerder bij ons gemeld. Wij hebben uw melding ${input.reference} daarom samengevoegd met die eerdere melding en volgen het probleem daar verder op. Uw beschrijving en uw foto's gingen als aanvulling naar de beheerder.`,
      ...following,
    ],
    facts: [
      { label: 'Uw melding', value: input.reference },
      { label: 'Samengevoegd met', value: input.title },
      ...(input.buildingName ? [{ label: 'Gebouw', value: input.buildingName }] : []),
    ],
    texts: [],
    buttons: [],
    after: input.unsubscribePage ? [unsubscribeLine(input.unsubscribePage)] : [],
  };
}

/** The original report's staff: the duplicate's description (its photos are attached), as an addition. */
export function mergedAdditionMail(input: {
  original: string;
  duplicate: string;
  report: StoredReport;
  receivedAt: number;
  followers: number;
}): LoopMail {
  const building = buildingOf(input.report);
  return {
    subject: `Aanvulling bij ${input.original}: ${input.duplicate} samengevoegd`,
    greeting: 'Goedendag,',
    paragraphs: [
      `De melding ${input.duplicate} werd samengevoegd met ${input.original} en is afgesloten als ‘Samengevoegd’. De melder ervan volgt voortaan ${input.original}. Hieronder wat de melder schreef; de foto's, als er zijn, zitten als bijlage bij deze e-mail. Niets hiervan wordt publiek getoond.`,
    ],
    facts: [
      { label: 'Melding', value: input.original },
      { label: 'Dubbele melding', value: `${input.duplicate}, ontvangen op ${formatDateTime(input.receivedAt)}` },
      { label: 'Gebouw', value: `${building.name}, ${building.address}` },
      { label: 'Categorie', value: categoryLabel(input.report) },
      { label: 'Deel', value: choiceLabel(buildingPartChoices, input.report.part) },
      { label: 'Plaats in het gebouw', value: input.report.location },
      { label: 'Melder', value: `${input.report.name}, ${input.report.email}` },
      followerFact(input.followers),
    ],
    texts: [{ title: 'Beschrijving van de dubbele melding', text: input.report.description }],
    buttons: [],
    after: [],
  };
}

/** The number of confirmed followers, in the staff's mails. */
export function followerFact(followers: number): MailFact {
  return {
    label: 'Volgers',
    value: followers === 1 ? '1 bevestigd e-mailadres' : `${followers} bevestigde e-mailadressen`,
  };
}

/** An open report like the new one, with staff's button to merge the new one into it. */
export interface SimilarReportLink {
  reference: string;
  receivedAt: number;
  statusLabel: string;
  mergeUrl: string;
}

/** In the firm's mail about a new report: the open reports of the same building and category, each with its button. */
export function similarReportsBlocks(similar: readonly SimilarReportLink[]): MailBlock[] {
  if (!similar.length) return [];
  return [
    { kind: 'heading', text: 'Al gemeld in dit gebouw?' },
    {
      kind: 'paragraph',
      text: 'Er zijn nog open meldingen in hetzelfde gebouw en dezelfde categorie. Is deze melding een dubbel van een ervan, voeg ze dan samen: deze melding wordt afgesloten, de melder volgt voortaan de oudere melding en krijgt daarover één e-mail; de beschrijving en de foto’s krijgt u als aanvulling bij de oudere melding.',
      spaceAfter: 8,
    },
    {
      kind: 'facts',
      rows: similar.map((s) => ({
        label: s.reference,
        value: `ontvangen op ${formatDateTime(s.receivedAt)}, status: ${s.statusLabel}`,
      })),
      compact: true,
    },
    {
      kind: 'buttons',
      links: similar.map((s) => ({ label: `Dubbel van ${s.reference}`, url: s.mergeUrl })),
      text: 'list',
    },
  ];
}
