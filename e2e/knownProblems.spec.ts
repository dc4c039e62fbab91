import fs from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { knownProblemTexts } from '../src/lib/uiText/knownProblemMessages';
import {
  KNOWN_PROBLEM_API,
  KNOWN_PROBLEMS_TIMEOUT_MS,
  type KnownProblem,
  type KnownProblemsAnswer,
  type MergePreview,
} from '../src/lib/reports/knownProblems';
import { LINK_FRAGMENT_KEY, JOB_API } from '../src/lib/reports/contractorJobs';
import { parseBuildingsFile } from '../src/lib/reports/reportBuildings';
import { routes } from '../src/lib/routes';
import { fakesOrigin } from '../testing/fakes/ports';
import { fakeRecaptchaToken } from '../testing/fakes/recaptchaVerifier';
import { uniqueName } from '../testing/fakes/browserFakes';
import { axeViolations } from './support/axe';
import { openWithView, sendOnPreview } from './support/repairLoopViews';
import { expect, gotoHydrated, test, waitUntilInteractive } from './fixtures';
import { recordShifts } from './support/layoutShifts';
import { tabTo } from './support/keyboard';

/** The firm's first building, as its QR code names it (content/meldingen/gebouwen.json). */
const [building] = parseBuildingsFile(
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../content/meldingen/gebouwen.json'), 'utf8')),
);
const texts = knownProblemTexts;

const lift: KnownProblem = {
  id: 'proef-lift-0001',
  title: 'Lift buiten dienst',
  status: 'herstelling-gepland',
  statusLabel: 'Herstelling gepland',
  plannedDate: '2026-12-03',
  update: { text: 'De lift wordt donderdag hersteld.', at: Date.UTC(2026, 10, 27, 9, 30) },
  shownSince: Date.UTC(2026, 10, 26, 8, 0),
};
const door: KnownProblem = {
  id: 'proef-deur-0002',
  title: 'Inkomdeur sluit niet',
  status: 'in-behandeling',
  statusLabel: 'In behandeling',
  plannedDate: null,
  update: null,
  shownSince: Date.UTC(2026, 10, 25, 8, 0),
};

const isList = (url: URL) => url.pathname === KNOWN_PROBLEM_API.list;
const json = (body: unknown, status = 200) => ({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Answers the public list with `problems` for the building; returns the buildings asked for. */
async function answerList(page: Page, problems: KnownProblem[]): Promise<string[]> {
  const asked: string[] = [];
  await page.route(isList, (route) => {
    const gebouw = new URL(route.request().url()).searchParams.get('gebouw') ?? '';
    asked.push(gebouw);
    const answer: KnownProblemsAnswer = { building: gebouw, problems };
    return route.fulfill(json(answer));
  });
  return asked;
}

const reportForm = (page: Page) => page.locator('form[aria-label="Meldingsformulier"]');
const box = (page: Page) => page.getByRole('region', { name: texts.box.title });

test.describe('known problems on the report page', () => {
  test('with ?gebouw: the building’s known problems above the form; follow one, keyboard only @both-widths', async ({
    page,
  }) => {
    const asked = await answerList(page, [lift, door]);
    let followed: unknown = null;
    await page.route(`**${KNOWN_PROBLEM_API.follow}`, (route) => {
      followed = route.request().postDataJSON();
      return route.fulfill(json({ status: 'sent' }, 202));
    });
    await gotoHydrated(page, `${routes.melden}?gebouw=${building.code.toLowerCase()}`);

    await expect(box(page)).toBeVisible();
    expect(asked).toEqual([building.code]);
    // Announced politely: the box may come after the page was read.
    await expect(page.getByRole('status').filter({ hasText: texts.box.announced(2) })).toHaveCount(1);
    const item = box(page).getByRole('listitem').filter({ hasText: lift.title });
    await expect(item).toContainText('Herstelling gepland');
    await expect(item).toContainText('donderdag 3 december 2026');
    await expect(item).toContainText('De lift wordt donderdag hersteld.');
    // Above the form, and not inside it (a form in a form is no form).
    const [boxBottom, formTop] = await Promise.all([
      box(page).evaluate((el) => el.getBoundingClientRect().bottom),
      reportForm(page).evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(boxBottom).toBeLessThanOrEqual(formTop);
    await expect(reportForm(page).getByRole('region', { name: texts.box.title })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    const follow = item.getByRole('button', { name: texts.box.follow });
    await tabTo(page, follow);
    await expect(follow).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(follow).toHaveAttribute('aria-expanded', 'true');
    const email = item.getByRole('textbox', { name: texts.follow.email });
    await expect(email).toBeFocused();

    // Without the consent: the form says what is missing and sends nothing.
    await page.keyboard.type('bewoner@example.be');
    await tabTo(page, item.getByRole('button', { name: texts.follow.submit }));
    await page.keyboard.press('Enter');
    await expect(item.getByText('U moet akkoord gaan met het privacybeleid')).toBeVisible();
    expect(followed).toBeNull();

    await tabTo(page, item.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await tabTo(page, item.getByRole('button', { name: texts.follow.submit }));
    await page.keyboard.press('Enter');
    await expect(item.getByText(texts.follow.sent('bewoner@example.be'))).toBeFocused();
    expect(followed).toEqual({ problemId: lift.id, email: 'bewoner@example.be', privacyAccepted: true });
    expect(await axeViolations(page)).toEqual([]);

    // 'Annuleren' on the other problem gives the focus back to its button.
    const other = box(page).getByRole('listitem').filter({ hasText: door.title });
    const otherFollow = other.getByRole('button', { name: texts.box.follow });
    await tabTo(page, otherFollow);
    await page.keyboard.press('Enter');
    await tabTo(page, other.getByRole('button', { name: texts.follow.cancel }));
    await page.keyboard.press('Enter');
    await expect(otherFollow).toBeFocused();
    await expect(other.getByRole('textbox')).toHaveCount(0);
  });

  test('a building without known problems shows nothing, and the form is as before @both-widths', async ({ page }) => {
    const asked = await answerList(page, []);
    await gotoHydrated(page, `${routes.melden}?gebouw=${building.code}`);
    await expect(reportForm(page).getByTestId('gebouw-gekozen')).toContainText(building.name);
    await expect.poll(() => asked.length).toBe(1);
    await expect(page.getByText(texts.box.title)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const failure of ['500', 'abort', 'slow'] as const)
    test(`the list failing (${failure}) never blocks the form`, async ({ page }) => {
      await page.route(isList, async (route: Route) => {
        if (failure === '500') return route.fulfill(json({ message: 'Er ging iets mis.' }, 500));
        if (failure === 'abort') return route.abort('connectionrefused');
        // Slower than the page waits: the answer that comes after is not shown either.
        await new Promise((r) => setTimeout(r, KNOWN_PROBLEMS_TIMEOUT_MS + 1500));
        return route.fulfill(json({ building: building.code, problems: [lift] })).catch(() => undefined);
      });
      await gotoHydrated(page, `${routes.melden}?gebouw=${building.code}`);
      await expect(reportForm(page).getByTestId('gebouw-gekozen')).toContainText(building.name);
      // The form takes input at once, whatever the list does.
      const place = reportForm(page).getByRole('textbox', { name: 'Plaats in het gebouw', exact: true });
      await place.focus();
      await page.keyboard.type('Inkomhal');
      await expect(place).toHaveValue('Inkomhal');
      await expect(reportForm(page).getByRole('button', { name: 'Melding versturen' })).toBeEnabled();
      if (failure === 'slow') await page.waitForTimeout(KNOWN_PROBLEMS_TIMEOUT_MS + 2000);
      await expect(page.getByText(texts.box.title)).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

  test('without ?gebouw: no list is asked for, no code of the box is loaded, and nothing shifts @both-widths', async ({
    page,
  }) => {
    const asked = await answerList(page, [lift]);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const shifts = await recordShifts(page);
    await gotoHydrated(page, routes.melden);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(scripts.filter((s) => /known-problems/.test(s))).toEqual([]);
    expect(await shifts.all()).toEqual([]);
  });

  test('with ?gebouw, the box comes in below the emergency guidance and moves nothing the visitor sees @both-widths', async ({
    page,
  }) => {
    await answerList(page, [lift, door]);
    const shifts = await recordShifts(page);
    await gotoHydrated(page, `${routes.melden}?gebouw=${building.code}`);
    await expect(box(page)).toBeVisible();
    await page.waitForTimeout(300);
    expect(await shifts.all()).toEqual([]);
    // What to do in an emergency stays first.
    const urgentBottom = await page
      .getByRole('group')
      .filter({ has: page.getByRole('link', { name: 'Bel 112' }) })
      .evaluate((el) => el.getBoundingClientRect().bottom);
    expect(urgentBottom).toBeLessThanOrEqual(await box(page).evaluate((el) => el.getBoundingClientRect().top));
  });
});

test.describe('the follower’s and the staff’s link pages', () => {
  /** Opens a link page with a key, as the link in a mail does, answering `api` with `answer`. */
  async function openLink(page: Page, pagePath: string, api: string, answer: unknown, status = 200) {
    let calls = 0;
    await page.route(`**${api}`, (route) => {
      calls++;
      expect(route.request().postDataJSON()).toEqual({ token: 'proefsleutel' });
      return route.fulfill(json(answer, status));
    });
    await gotoHydrated(page, `${pagePath}#${LINK_FRAGMENT_KEY}=proefsleutel`);
    expect(page.url()).not.toContain(LINK_FRAGMENT_KEY);
    return () => calls;
  }

  test('/melden/volgen confirms with one button, keyboard only; opening it changes nothing @both-widths', async ({
    page,
  }) => {
    const calls = await openLink(page, routes.meldenVolgen, KNOWN_PROBLEM_API.followConfirm, {
      status: 'confirmed',
      problem: { title: lift.title, statusLabel: lift.statusLabel, buildingName: building.name },
    });
    const button = page.getByRole('button', { name: texts.confirm.submit });
    await expect(button).toBeVisible();
    expect(calls()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: texts.confirm.confirmed(lift.title, building.name) }),
    ).toBeFocused();
    expect(calls()).toBe(1);
    await expect(button).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('/melden/volgen with an expired link says so in Dutch', async ({ page }) => {
    await openLink(
      page,
      routes.meldenVolgen,
      KNOWN_PROBLEM_API.followConfirm,
      { message: 'Deze link is verlopen.' },
      410,
    );
    await page.getByRole('button', { name: texts.confirm.submit }).click();
    await expect(page.getByRole('alert')).toContainText('Deze link is verlopen.');
  });

  test('/melden/afmelden unsubscribes with one button @both-widths', async ({ page }) => {
    await openLink(page, routes.meldenAfmelden, KNOWN_PROBLEM_API.unsubscribe, {
      status: 'removed',
      problem: { title: lift.title },
    });
    expect(await axeViolations(page)).toEqual([]);
    const button = page.getByRole('button', { name: texts.unsubscribe.submit });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(page.getByText(texts.unsubscribe.removed(lift.title))).toBeFocused();
  });

  const mergePreview: MergePreview = {
    duplicate: {
      reference: 'M-2026-00124',
      category: 'Lift',
      place: 'Lift blok B',
      receivedAt: Date.UTC(2026, 10, 27, 8, 0),
      status: 'Ontvangen',
    },
    original: {
      reference: 'M-2026-00123',
      category: 'Lift',
      place: 'Lift van blok B, tweede verdieping',
      receivedAt: Date.UTC(2026, 10, 26, 8, 0),
      status: 'Herstelling gepland',
    },
    building: `${building.name}, ${building.street}`,
    merged: false,
    closed: false,
  };

  test('/melden/samenvoegen shows both reports and merges once; a replay says it is done @both-widths', async ({
    page,
  }) => {
    await page.route(`**${KNOWN_PROBLEM_API.merge}`, (route) =>
      route.fulfill(json({ status: 'changed', view: { ...mergePreview, merged: true } })),
    );
    await openLink(page, routes.meldenSamenvoegen, KNOWN_PROBLEM_API.mergeView, mergePreview);
    await expect(page.getByRole('heading', { name: /M-2026-00124/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /M-2026-00123/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const button = page.getByRole('button', { name: texts.merge.submit('M-2026-00123') });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(page.getByText(texts.merge.merged('M-2026-00124', 'M-2026-00123'))).toBeFocused();
    await expect(button).toHaveCount(0);

    // The same link later: the merge is done, nothing to confirm. (A goto that only changes the fragment would not
    // load the page afresh.)
    await page.unrouteAll();
    await page.goto('about:blank');
    await openLink(page, routes.meldenSamenvoegen, KNOWN_PROBLEM_API.mergeView, { ...mergePreview, merged: true });
    await expect(page.getByText(texts.merge.alreadyMerged('M-2026-00124', 'M-2026-00123'))).toBeVisible();
    await expect(page.getByRole('button', { name: texts.merge.submit('M-2026-00123') })).toHaveCount(0);
  });

  test('the staff’s box on /melden/doorsturen: show as a known problem and write to the building @both-widths', async ({
    page,
  }) => {
    const sent: Array<{ url: string; body: unknown }> = [];
    await page.route(
      (url) => url.pathname === KNOWN_PROBLEM_API.publish || url.pathname === KNOWN_PROBLEM_API.buildingUpdate,
      (route) => {
        const url = new URL(route.request().url()).pathname;
        sent.push({ url, body: route.request().postDataJSON() });
        const known = { ...sendOnPreview.knownProblem, shown: true, title: 'Lift buiten dienst', followers: 3 };
        return route.fulfill(json(url === KNOWN_PROBLEM_API.publish ? known : { status: 'sent', knownProblem: known }));
      },
    );
    await openWithView(page, routes.meldenDoorsturen, JOB_API.sendOnView, sendOnPreview);
    await waitUntilInteractive(page);
    const staffBox = page.getByRole('region', { name: texts.staff.title });
    await expect(staffBox).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const show = staffBox.getByRole('checkbox', { name: texts.staff.show });
    await tabTo(page, show);
    await page.keyboard.press('Space');
    const title = staffBox.getByRole('textbox', { name: texts.staff.publicTitle });
    // Prefilled with the server's suggestion, never with what the resident typed.
    await expect(title).toHaveValue(sendOnPreview.knownProblem.title);
    await tabTo(page, title);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Lift buiten dienst');
    await tabTo(page, staffBox.getByRole('button', { name: texts.staff.save }));
    await page.keyboard.press('Enter');
    await expect(staffBox.getByText(texts.staff.shownNow)).toBeFocused();
    await expect(staffBox).toContainText('3');

    const update = staffBox.getByRole('textbox', { name: texts.staff.updateText });
    await tabTo(page, update);
    await page.keyboard.type('De lift wordt donderdag hersteld.');
    await tabTo(page, staffBox.getByRole('button', { name: texts.staff.updateSubmit }));
    await page.keyboard.press('Enter');
    await expect(staffBox.getByText(texts.staff.updateSent(3))).toBeFocused();
    expect(sent).toEqual([
      { url: KNOWN_PROBLEM_API.publish, body: { token: 'proefsleutel', show: true, title: 'Lift buiten dienst' } },
      {
        url: KNOWN_PROBLEM_API.buildingUpdate,
        body: { token: 'proefsleutel', text: 'De lift wordt donderdag hersteld.' },
      },
    ]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** The mails the SMTP sink received for `address`. */
async function mailsTo(address: string): Promise<Array<{ subject: string; text: string }>> {
  const mails = (await (await fetch(`${fakesOrigin}/mails`)).json()) as Array<{
    to: string[];
    subject: string;
    text: string;
  }>;
  return mails.filter((m) => m.to.includes(address));
}

/** The path and fragment of the first link in `text` to `page` (a key in the fragment, never in a query). */
function linkTo(text: string, page: string): string {
  const match = text.match(new RegExp(`https?://[^\\s>]+${page.replace(/\//g, '\\/')}[^\\s>]*`));
  expect(match, `a link to ${page}`).not.toBeNull();
  const url = new URL(match![0]);
  expect(url.search).toBe('');
  expect(url.hash).toContain(`${LINK_FRAGMENT_KEY}=`);
  return `${url.pathname}${url.hash}`;
}

test.describe('following a known problem, against the real server', () => {
  test('staff show a report; a resident follows it from the QR page and confirms from the mail @both-widths', async ({
    page,
  }) => {
    // A report, and its send-on key from the firm's mail: staff show it as a known problem.
    const reporter = `${uniqueName('melder').replace(/\W+/g, '.').toLowerCase()}@example.be`;
    const reported = await page.request.post('/api/report', {
      multipart: {
        buildingCode: building.code,
        category: 'lift',
        part: 'gemeenschappelijk',
        location: 'Lift',
        description: uniqueName('De lift staat stil'),
        name: 'Els Van Damme',
        role: 'huurder',
        email: reporter,
        phone: '0470 11 22 33',
        privacyAccepted: 'true',
        recaptchaToken: fakeRecaptchaToken('report'),
      },
    });
    expect(reported.status()).toBe(202);
    const { reference } = (await reported.json()) as { reference: string };
    let firmMail: { text: string } | undefined;
    await expect
      .poll(async () => {
        const mails = (await (await fetch(`${fakesOrigin}/mails`)).json()) as Array<{ subject: string; text: string }>;
        firmMail = mails.find((m) => m.subject.includes(`Melding ${reference}`));
        return !!firmMail;
      })
      .toBe(true);
    const sendOnKey = new URLSearchParams(linkTo(firmMail!.text, routes.meldenDoorsturen).split('#')[1]).get(
      LINK_FRAGMENT_KEY,
    );
    const title = uniqueName('Lift buiten dienst');
    const published = await page.request.post(KNOWN_PROBLEM_API.publish, {
      data: { token: sendOnKey, show: true, title },
    });
    expect(published.status()).toBe(200);

    await gotoHydrated(page, `${routes.melden}?gebouw=${building.code}`);
    const item = box(page).getByRole('listitem').filter({ hasText: title });
    await expect(item).toBeVisible();
    // Nothing the reporter typed, nor the reference.
    await expect(box(page)).not.toContainText('De lift staat stil');
    await expect(box(page)).not.toContainText(reference);

    const follower = `${uniqueName('volger').replace(/\W+/g, '.').toLowerCase()}@example.be`;
    await tabTo(page, item.getByRole('button', { name: texts.box.follow }));
    await page.keyboard.press('Enter');
    // The form gives its address field the focus when it opens; type only once it has (as a person would).
    await expect(item.getByRole('textbox', { name: texts.follow.email })).toBeFocused();
    await page.keyboard.type(follower);
    await tabTo(page, item.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await tabTo(page, item.getByRole('button', { name: texts.follow.submit }));
    await page.keyboard.press('Enter');
    await expect(item.getByText(texts.follow.sent(follower))).toBeVisible();

    await expect.poll(async () => (await mailsTo(follower)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const [confirmation] = await mailsTo(follower);
    await gotoHydrated(page, linkTo(confirmation.text, routes.meldenVolgen));
    expect(page.url()).not.toContain(LINK_FRAGMENT_KEY);
    const confirm = page.getByRole('button', { name: texts.confirm.submit });
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `u volgt nu ‘${title}’` })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });
});
