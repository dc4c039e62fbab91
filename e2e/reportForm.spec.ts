import type { Page } from '@playwright/test';
import sharp from 'sharp';
import fs from 'node:fs';
import path from 'node:path';
import { privacyConsentPurposes, validationMessages } from '../src/lib/uiText/dutchMessages';
import { buildingAddress, parseBuildingsFile } from '../src/lib/reports/reportBuildings';
import { routes } from '../src/lib/routes';
import { fakeRecaptcha, recaptchaActions, uniqueName, waitForMail } from '../testing/fakes/browserFakes';
import { expect, gotoHydrated, test, HYDRATED_ATTRIBUTE } from './fixtures';
import { holdRequests } from './support/holdRequests';

/** The first building residents report from (content/meldingen/gebouwen.json), as its QR code names it. */
const [building] = parseBuildingsFile(
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../content/meldingen/gebouwen.json'), 'utf8')),
);

const form = (page: Page) => page.locator('form[aria-label="Meldingsformulier"]');
const field = (page: Page, label: string) => form(page).getByRole('textbox', { name: label, exact: true });

async function gotoReport(page: Page, query = '') {
  await gotoHydrated(page, `${routes.melden}${query}`);
  await expect(form(page)).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
}

/** Focuses a control and types, as someone on a keyboard does. */
async function typeInto(page: Page, label: string, text: string) {
  await field(page, label).focus();
  await page.keyboard.type(text);
}

/** Picks a radio button with the keyboard: focus the group's first option, arrow to the wanted one. */
async function chooseWithKeyboard(page: Page, group: string, option: string) {
  const radios = form(page).getByRole('radiogroup', { name: group }).getByRole('radio');
  const labels = await radios.evaluateAll((els) => els.map((el) => el.closest('label')?.textContent?.trim() ?? ''));
  const index = labels.findIndex((l) => l.startsWith(option));
  await radios.first().focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  await expect(radios.nth(index)).toBeChecked();
}

async function testPhoto(color: string) {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

test.describe('the defect report', () => {
  test.beforeEach(async ({ page }) => {
    await fakeRecaptcha(page);
  });

  test('from a QR code: building prefilled, two photos, keyboard only, reference shown and both e-mails sent', async ({
    page,
  }) => {
    // Codes are case-insensitive: the QR code may carry it in lower case.
    await gotoReport(page, `?gebouw=${building.code.toLowerCase()}`);
    const chosen = form(page).getByTestId('gebouw-gekozen');
    await expect(chosen).toContainText(building.name);
    await expect(chosen).toContainText(buildingAddress(building));
    await expect(field(page, 'Straat')).toHaveCount(0);

    await chooseWithKeyboard(page, 'Soort probleem', 'Lift');
    await chooseWithKeyboard(page, 'Waar zit het probleem?', 'Gemeenschappelijk');
    await typeInto(page, 'Plaats in het gebouw', 'Lift in blok A');
    const description = uniqueName('De lift blijft tussen twee verdiepingen staan');
    await typeInto(page, 'Beschrijving', description);

    await form(page)
      .getByTestId('foto-invoer')
      .setInputFiles([
        { name: 'lift-1.jpg', mimeType: 'image/jpeg', buffer: await testPhoto('#aa3333') },
        { name: 'lift-2.jpg', mimeType: 'image/jpeg', buffer: await testPhoto('#3333aa') },
      ]);
    await expect(form(page).getByRole('img', { name: /Voorbeeld van lift-/ })).toHaveCount(2);
    await expect(form(page).getByRole('button', { name: /Foto ‘lift-1.jpg’ verwijderen/ })).toBeVisible();
    await expect(form(page).getByText("2 van 5 foto's gekozen")).toBeVisible();

    await typeInto(page, 'Naam', 'Els Van Damme');
    await typeInto(page, 'E-mail', 'els.vandamme@example.be');
    await typeInto(page, 'Telefoon', '0470 11 22 33');
    await chooseWithKeyboard(page, 'U bent', 'Huurder');
    await form(page)
      .getByRole('checkbox', { name: /privacybeleid/ })
      .focus();
    await page.keyboard.press('Space');
    await form(page).getByRole('button', { name: 'Melding versturen' }).focus();
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/melden\/bedankt\/?\?referentie=M-\d{4}-\d{5}/);
    const reference = new URL(page.url()).searchParams.get('referentie')!;
    await expect(page.getByTestId('referentie')).toContainText(reference);
    expect(await recaptchaActions(page)).toContain('report');
    const staffMail = await waitForMail(`Melding ${reference}`);
    expect(staffMail.text).toContain(description);
    const ack = await waitForMail(`Wij ontvingen uw melding (${reference})`);
    expect(ack.text).toContain(building.name);
    expect(ack.text).not.toContain(description);
  });

  test('an unknown code gets a Dutch message and the address fields, and missing fields are named', async ({
    page,
  }) => {
    await gotoReport(page, '?gebouw=ONBEKEND');
    await expect(form(page).getByText(validationMessages.unknownBuilding)).toBeVisible();
    await expect(field(page, 'Straat')).toBeVisible();
    await form(page).getByRole('button', { name: 'Melding versturen' }).click();
    await expect(field(page, 'Straat')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Beschrijving')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the privacy consent speaks of the report, not of a question', async ({ page }) => {
    await gotoReport(page);
    const consent = form(page).getByRole('checkbox', { name: /privacybeleid/ });
    await expect(consent).toHaveAccessibleName(new RegExp(`${privacyConsentPurposes.report}\\.`));
    await expect(consent).not.toHaveAccessibleName(/mijn vraag/);
  });

  test('danger leads to 112 and the emergency dialog with the price', async ({ page }) => {
    await gotoReport(page);
    // Before the form, not in it: it has no field.
    const section = page.locator('#meldingsformulier');
    await expect(section.getByRole('link', { name: 'Bel 112' })).toHaveAttribute('href', 'tel:112');
    await expect(form(page).getByRole('link', { name: 'Bel 112' })).toHaveCount(0);
    await section.getByRole('button', { name: /Noodnummer .*per minuut/ }).click();
    await expect(page.getByRole('dialog')).toContainText('Let op: betalend nummer.');
  });

  test('a tap on the photo button before the form has its code opens the file chooser once it has, and keeps the photo', async ({
    page,
  }) => {
    // Gatsby's app bundle held: the form is painted, no React code has run, and a resident taps straight away.
    const release = await holdRequests(page, /\/app-[^/]+\.js$/);
    await page.goto(routes.melden, { waitUntil: 'domcontentloaded' });
    const photo = await testPhoto('#33aa33');
    const choosers: Promise<unknown>[] = [];
    page.on('filechooser', (chooser) =>
      choosers.push(chooser.setFiles({ name: 'kelder.jpg', mimeType: 'image/jpeg', buffer: photo })),
    );
    await form(page).getByRole('button', { name: "Foto's kiezen of nemen" }).click();
    await page.waitForTimeout(500);
    expect(choosers).toHaveLength(0); // nothing could open it yet
    release();
    await expect(form(page)).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true', { timeout: 15_000 });
    await expect.poll(() => choosers.length).toBe(1);
    await Promise.all(choosers);
    await expect(form(page).getByRole('img', { name: 'Voorbeeld van kelder.jpg' })).toBeVisible();
    await expect(form(page).getByText("1 van 5 foto's gekozen")).toBeVisible();
    await page.waitForTimeout(800); // a second replay would open the chooser again
    expect(choosers).toHaveLength(1);
  });
});
