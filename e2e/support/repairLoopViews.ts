import type { Page } from '@playwright/test';
import {
  JOB_API,
  LINK_FRAGMENT_KEY,
  type ConfirmationView,
  type ContractorJobView,
  type SendOnPreview,
} from '../../src/lib/reports/contractorJobs';
import { routes } from '../../src/lib/routes';

/**
 * What the repair loop's API answers, as the test's own examples, for the pages' tests that do not need the server
 * (its side lands on its own): each page opened from a link, with its view answered by page.route.
 */
export const sendOnPreview: SendOnPreview = {
  reference: 'M-2026-00123',
  building: 'Residentie Proef, Proefstraat 1, 9100 Sint-Niklaas',
  category: 'Lift',
  place: 'Lift van blok B, tussen de tweede en de derde verdieping',
  status: 'In behandeling',
  closed: false,
  current: {
    contractorId: 'lift-proef',
    contractorName: 'Liftservice Proef',
    state: 'sent',
    sentAt: Date.UTC(2026, 10, 26, 9, 30),
  },
  contractors: [
    { id: 'lift-proef', name: 'Liftservice Proef', trades: ['Lift'], fits: true },
    { id: 'techniek-proef', name: 'Techniek Proef', trades: ['Lift', 'Elektriciteit en verlichting'], fits: true },
    { id: 'dak-proef', name: 'Dakwerken Proef', trades: ['Dak en gevel'], fits: false },
  ],
  residentContactShared: true,
  knownProblem: { shown: false, title: 'Lift: lift van blok B', followers: 0, lastUpdate: null, closed: false },
};

export const contractorJobView: ContractorJobView = {
  reference: 'M-2026-00123',
  contractorName: 'Liftservice Proef',
  building: { name: 'Residentie Proef', address: 'Proefstraat 1, 9100 Sint-Niklaas' },
  category: 'Lift',
  part: 'Gemeenschappelijk deel',
  place: 'Lift van blok B, tussen de tweede en de derde verdieping',
  description: 'De lift stopt met een schok op de tweede verdieping en de deur gaat pas na een halve minuut open.',
  staffNote: 'De sleutel van het liftlokaal ligt bij de conciërge (gelijkvloers, bel 1).',
  resident: { name: 'Proefpersoon A.', phone: '0470 00 00 09', unit: '2B' },
  photoCount: 2,
  state: 'sent',
  declineReason: null,
  plannedDate: null,
  plannedWindow: null,
  doneAt: null,
  closed: false,
  firmContact: { email: 'beheer@kantoor.example', phone: '03 000 00 00' },
};

export const confirmationView: ConfirmationView = {
  reference: 'M-2026-00123',
  building: 'Residentie Proef, Proefstraat 1, 9100 Sint-Niklaas',
  category: 'Lift',
  doneAt: Date.UTC(2026, 10, 27, 14, 5),
  contractorNote: 'Deurcontact van de tweede verdieping vervangen en de lift getest.',
  answer: null,
  canRate: false,
  confirmationWaitDays: 14,
};

export const repairLoopPages = [
  { path: routes.meldenDoorsturen, api: JOB_API.sendOnView, view: sendOnPreview },
  { path: routes.aannemer, api: JOB_API.contractorView, view: contractorJobView },
  { path: routes.meldenOpgelost, api: JOB_API.confirmationView, view: confirmationView },
] as const;

/** Answers the page's view call with `view` and opens it as the link in the e-mail does. */
export async function openWithView(page: Page, path: string, api: string, view: unknown): Promise<void> {
  await page.route(`**${api}`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(view) }),
  );
  await page.goto(`${path}#${LINK_FRAGMENT_KEY}=proefsleutel`);
}
