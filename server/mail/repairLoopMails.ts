import { CONFIRMATION_WAIT_DAYS } from '../../src/lib/reports/contractorJobs';
import type { StoredReport } from '../../src/lib/forms/messageKinds';
import { buildingPartChoices } from '../../src/lib/forms/defectReportSchema';
import { choiceLabel } from '../../src/lib/choices';
import { buildingOf, categoryLabel } from '../repairLoop/loopViews';
import type { ContractorJob, JobEvent } from '../store/contractorJobs';
import { formatPlannedDate as plannedDay } from './formats';
import { renderMail, type MailBlock, type MailLink, type RenderedMail } from './render';
import { signature } from './signature';

/** A mail of the loop as its parts; `renderLoopMail` lays them out the same way for every one. */
export interface LoopMail {
  subject: string;
  greeting: string;
  paragraphs: string[];
  facts: Array<{ label: string; value: string }>;
  /** Longer texts under a heading, line breaks kept. */
  texts: Array<{ title: string; text: string }>;
  buttons: MailLink[];
  /** After the buttons. */
  after: string[];
}

/** Greeting, paragraphs, facts, long texts, buttons, small print, and the firm's signature with its identification. */
export function renderLoopMail(mail: LoopMail, siteUrl: string): RenderedMail {
  const sections: MailBlock[][] = [
    [{ kind: 'paragraph', text: mail.greeting }],
    mail.paragraphs.map((text): MailBlock => ({ kind: 'paragraph', text })),
    [{ kind: 'facts', rows: mail.facts, compact: true }],
    ...mail.texts.map((t): MailBlock[] => [{ kind: 'textBlock', heading: t.title, text: t.text }]),
  ];
  if (mail.buttons.length) sections.push([{ kind: 'buttons', links: mail.buttons, text: 'list' }]);
  if (mail.after.length) sections.push([{ kind: 'smallPrint', lines: mail.after }]);
  sections.push([signature({ greeting: true, siteUrl })]);
  return renderMail({ subject: mail.subject, sections });
}
const plannedWhen = (job: ContractorJob) =>
  job.plannedDate ? `${plannedDay(job.plannedDate)}${job.plannedWindow ? `, ${job.plannedWindow}` : ''}` : '';

function jobFacts(report: StoredReport, reference: string) {
  const building = buildingOf(report);
  return [
    { label: 'Referentie', value: reference },
    { label: 'Gebouw', value: report.building ? `${building.name}, ${building.address}` : building.address },
    { label: 'Plaats in het gebouw', value: report.location },
    { label: 'Deel', value: choiceLabel(buildingPartChoices, report.part) },
    { label: 'Categorie', value: categoryLabel(report) },
  ];
}

/** The contractor's mails: the job itself, that it lapsed, and the two reminders. */
export function contractorMail(input: {
  reference: string;
  report: StoredReport;
  job: ContractorJob;
  event: JobEvent;
  jobUrl: string;
  firmPhone: string;
}): LoopMail {
  const { reference, report, job, event, jobUrl } = input;
  const greeting = `Goedendag ${job.contractor.name},`;
  const button = [{ label: 'Opdracht openen', url: jobUrl }];
  const keyNote =
    'Deze knop is uw persoonlijke toegang tot deze opdracht, zonder account. Stuur deze e-mail niet door buiten uw bedrijf.';
  const facts = jobFacts(report, reference);
  if (event.kind === 'superseded')
    return {
      subject: `Opdracht ${reference} vervalt`,
      greeting,
      paragraphs: [
        `De beheerder heeft de opdracht ${reference} (${categoryLabel(report)}) intussen aan iemand anders gegeven of ingetrokken. U hoeft er niets meer voor te doen; de knop in de vorige e-mail werkt niet meer.`,
        `Vragen? Bel ons kantoor op ${input.firmPhone}.`,
      ],
      facts,
      texts: [],
      buttons: [],
      after: [],
    };
  if (event.kind === 'accept-reminder')
    return {
      subject: `Herinnering: opdracht ${reference} nog niet aanvaard`,
      greeting,
      paragraphs: [
        `Wij stuurden u de opdracht ${reference} (${categoryLabel(report)}) en kregen nog geen antwoord. Aanvaard of weiger de opdracht met de knop hieronder, dan weten de bewoners waar ze aan toe zijn.`,
      ],
      facts,
      texts: [],
      buttons: button,
      after: [keyNote],
    };
  if (event.kind === 'overdue-reminder')
    return {
      subject: `Herinnering: opdracht ${reference} was gepland op ${plannedDay(event.note ?? job.plannedDate ?? '')}`,
      greeting,
      paragraphs: [
        `De geplande datum van de opdracht ${reference} is voorbij en wij kregen nog geen melding dat het werk uitgevoerd is. Meld het werk als uitgevoerd, of leg een nieuwe datum vast, met de knop hieronder.`,
      ],
      facts,
      texts: [],
      buttons: button,
      after: [keyNote],
    };
  const resident = job.shareContact
    ? [
        { label: 'Contact bewoner', value: `${report.name}, ${report.phone}` },
        { label: 'Appartement of kavel', value: report.unit || '(niet opgegeven)' },
      ]
    : [];
  return {
    subject: `Opdracht ${reference}: ${categoryLabel(report)}, ${buildingOf(report).address}`,
    greeting,
    paragraphs: [
      'Wij vragen u de herstelling hieronder uit te voeren. Met de knop onderaan aanvaardt of weigert u de opdracht, legt u de datum vast (de bewoner krijgt die dan te zien) en meldt u het werk als uitgevoerd, met foto’s als u wilt.',
      job.shareContact
        ? 'De bewoner gaf toestemming om gecontacteerd te worden voor een afspraak.'
        : `De bewoner gaf geen toestemming om gecontacteerd te worden: voor de toegang tot het gebouw of een afspraak belt u ons kantoor op ${input.firmPhone}.`,
    ],
    facts: [...facts, ...resident],
    texts: [
      { title: 'Beschrijving van de bewoner', text: report.description },
      ...(job.note ? [{ title: 'Nota van de beheerder', text: job.note }] : []),
    ],
    buttons: button,
    after: [keyNote, 'De foto’s van de melding, als er zijn, zitten als bijlage bij deze e-mail.'],
  };
}

/** Staff's mails about a job: declined, done, and the two reminders (with the button to send the report on). */
export function staffJobMail(input: {
  reference: string;
  report: StoredReport;
  job: ContractorJob;
  event: JobEvent;
  sendOnUrl: string;
}): LoopMail {
  const { reference, report, job, event } = input;
  const who = job.contractor.name;
  const facts = [
    ...jobFacts(report, reference),
    { label: 'Aannemer', value: `${who}, ${job.contractor.email}, ${job.contractor.phone}` },
  ];
  const sendOn = [{ label: 'Doorsturen naar een aannemer', url: input.sendOnUrl }];
  const base = { greeting: 'Goedendag,', facts, after: [] as string[] };
  switch (event.kind) {
    case 'declined':
      return {
        ...base,
        subject: `${who} weigert opdracht ${reference}`,
        paragraphs: [`${who} heeft de opdracht geweigerd. Stuur de melding door naar een andere aannemer.`],
        texts: [{ title: 'Reden', text: event.note ?? '' }],
        buttons: sendOn,
      };
    case 'done':
      return {
        ...base,
        subject: `Werk uitgevoerd voor ${reference}`,
        paragraphs: [
          `${who} meldt het werk als uitgevoerd. De bewoner kreeg de vraag of het probleem opgelost is; zonder antwoord sluit de melding na ${CONFIRMATION_WAIT_DAYS} dagen vanzelf af.`,
          'De foto’s van de aannemer, als er zijn, zitten als bijlage bij deze e-mail.',
        ],
        texts: event.note ? [{ title: 'Nota van de aannemer', text: event.note }] : [],
        buttons: [],
      };
    case 'accept-reminder':
      return {
        ...base,
        subject: `${reference}: ${who} heeft de opdracht nog niet aanvaard`,
        paragraphs: [
          `${who} heeft de opdracht na twee werkdagen nog niet aanvaard. Wij stuurden de aannemer een herinnering. Bel de aannemer op of stuur de melding door naar iemand anders.`,
        ],
        texts: [],
        buttons: sendOn,
      };
    default:
      return {
        ...base,
        subject: `${reference}: geplande datum voorbij zonder melding van uitvoering`,
        paragraphs: [
          `De herstelling was gepland op ${plannedWhen(job) || plannedDay(event.note ?? '')}, maar ${who} meldde het werk nog niet als uitgevoerd. De aannemer kreeg een herinnering.`,
        ],
        texts: [],
        buttons: sendOn,
      };
  }
}

/** Staff's mail when the resident says the problem is not solved. */
export function residentNotSolvedMail(input: {
  reference: string;
  report: StoredReport;
  explanation: string;
  sendOnUrl: string;
}): LoopMail {
  return {
    subject: `${input.reference}: volgens de bewoner nog niet opgelost`,
    greeting: 'Goedendag,',
    paragraphs: [
      'De bewoner antwoordde ‘Nee, nog niet’ op de vraag of het probleem opgelost is. De melding staat opnieuw op ‘In behandeling’.',
    ],
    facts: jobFacts(input.report, input.reference),
    texts: [{ title: 'Toelichting van de bewoner', text: input.explanation }],
    buttons: [{ label: 'Doorsturen naar een aannemer', url: input.sendOnUrl }],
    after: [],
  };
}

/** What the resident's mail about *uitgevoerd* adds: the question and its two answers. */
export function confirmationQuestion(answerUrl: (answer: 'ja' | 'nee') => string | null): MailBlock[] {
  const yes = answerUrl('ja');
  const no = answerUrl('nee');
  if (!yes || !no) return [];
  return [
    {
      kind: 'paragraph',
      text: `Is het probleem opgelost? Laat het ons weten met een van de knoppen. Zonder antwoord binnen ${CONFIRMATION_WAIT_DAYS} dagen sluiten wij de melding af.`,
    },
    {
      kind: 'buttons',
      links: [
        { label: 'Ja, het is opgelost', url: yes },
        { label: 'Nee, nog niet', url: no },
      ],
      text: 'list',
    },
  ];
}
