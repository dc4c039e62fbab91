import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parseBuildingsFile } from '../src/lib/reports/reportBuildings';
import type { APIRequestContext } from '@playwright/test';
import { reportStatusMessages, reportStatusPageTexts } from '../src/lib/uiText/dutchMessages';
import { routes } from '../src/lib/routes';
import { fakeRecaptchaToken } from '../testing/fakes/recaptchaVerifier';
import { uniqueName, waitForMail } from '../testing/fakes/browserFakes';
import { axeViolations } from './support/axe';
import { expect, gotoHydrated, test } from './fixtures';
import { tabTo } from './support/keyboard';

/** The first building residents report from (content/meldingen/gebouwen.json). */
const [building] = parseBuildingsFile(
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../content/meldingen/gebouwen.json'), 'utf8')),
);

const lookupTexts = reportStatusPageTexts.lookup;
const changeTexts = reportStatusPageTexts.change;
/** The confirmation page's title, as the writers wrote it. */
const changePageTitle = String(
  matter(fs.readFileSync(path.resolve(__dirname, '../content/pages/melden-status-wijzigen.md'), 'utf8')).data.title,
);

/** A report sent to the API, with its staff and acknowledgement e-mails; the links in them, as paths on this server. */
async function reportWithLinks(request: APIRequestContext) {
  const email = `${uniqueName('melder')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')}@example.be`;
  const response = await request.post('/api/report', {
    multipart: {
      buildingCode: building.code,
      category: 'elektriciteit',
      part: 'gemeenschappelijk',
      location: 'Trappenhal, tweede verdieping',
      description: uniqueName('De lamp in de trappenhal is stuk'),
      name: 'Els Van Damme',
      role: 'huurder',
      email,
      phone: '0470 11 22 33',
      privacyAccepted: 'true',
      recaptchaToken: fakeRecaptchaToken('report'),
    },
  });
  expect(response.status()).toBe(202);
  const { reference } = (await response.json()) as { reference: string };
  const staff = await waitForMail(`Melding ${reference}`);
  const ack = await waitForMail(`Wij ontvingen uw melding (${reference})`);
  // The links carry their key in the fragment, never in the query.
  const pathOf = (url: string) => {
    const parsed = new URL(url);
    expect(parsed.search).toBe('');
    return `${parsed.pathname}${parsed.hash}`;
  };
  const button = (label: string) => pathOf(staff.text.match(new RegExp(`^- ${label}: (\\S+)$`, 'm'))![1]);
  const privateLink = pathOf(ack.text.match(/(\S+\/melden\/status#\S+)/)![1]);
  return { reference, email, button, privateLink };
}

test.describe('following a report', () => {
  test('staff confirm a status change from the mail button, keyboard only, and the resident gets a mail @both-widths', async ({
    page,
  }) => {
    const { reference, button } = await reportWithLinks(page.request);
    await gotoHydrated(page, button('Herstelling gepland'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changePageTitle);
    await expect(page.getByText(reference)).toBeVisible();
    await expect(page.getByText(building.name, { exact: false })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const date = page.getByLabel(changeTexts.plannedDate);
    await tabTo(page, date);
    // The order of a date field's segments follows the browser's locale; the value is set the same way everywhere.
    await date.fill('2026-12-03');
    const note = page.getByLabel(changeTexts.note);
    await tabTo(page, note);
    await page.keyboard.type('De elektricien komt in de voormiddag.');
    const confirm = page.getByRole('button', { name: changeTexts.confirm('Herstelling gepland') });
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');
    await expect(page.getByText(changeTexts.changed('Herstelling gepland'))).toBeVisible();

    const mail = await waitForMail(`Uw melding ${reference}: Herstelling gepland`);
    expect(mail.text).toContain('De elektricien komt in de voormiddag.');
    expect(mail.text).toContain('3 december 2026');

    // The same link again changes nothing and says so (opened afresh: only its fragment differs from this address).
    await page.goto('about:blank');
    await gotoHydrated(page, button('Herstelling gepland'));
    await expect(page.getByText(changeTexts.alreadyDone('Herstelling gepland'))).toBeVisible();
  });

  test('an altered link gets a Dutch page and changes nothing', async ({ page }) => {
    const { button } = await reportWithLinks(page.request);
    await gotoHydrated(page, button('Opgelost').replace('opgelost', 'niet-weerhouden'));
    await expect(page.getByText(reportStatusMessages.linkInvalid)).toBeVisible();
    await expect(page.getByRole('button', { name: /Wijzig naar/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the resident looks up the timeline with reference and address, keyboard only; a wrong address learns nothing @both-widths', async ({
    page,
  }) => {
    const { reference, email, button, privateLink } = await reportWithLinks(page.request);
    await page.request.post('/api/report-status/change', {
      data: { token: new URLSearchParams(new URL(button('In behandeling'), 'http://x').hash.slice(1)).get('sleutel') },
    });

    await gotoHydrated(page, routes.meldenStatus);
    expect(await axeViolations(page)).toEqual([]);
    const referenceField = page.getByLabel(lookupTexts.reference);
    await tabTo(page, referenceField);
    await page.keyboard.type(reference);
    await page.keyboard.press('Tab');
    await page.keyboard.type('iemand.anders@example.be');
    await page.keyboard.press('Enter');
    await expect(page.getByText(reportStatusMessages.notFound)).toBeVisible();

    await referenceField.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: lookupTexts.timelineTitle(reference) });
    await expect(heading).toBeFocused();
    const steps = page.locator('#status-opzoeken ol > li h3');
    await expect(steps).toHaveText(['Ontvangen', 'In behandeling']);
    await expect(page.getByText(building.name, { exact: false })).toBeVisible();
    await expect(page.getByText(reportStatusMessages.notFound)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // The private link from the e-mails shows the same timeline without typing anything.
    await gotoHydrated(page, privateLink);
    await expect(steps).toHaveText(['Ontvangen', 'In behandeling']);
  });
});
