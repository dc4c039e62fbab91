import { axeViolations } from './support/axe';
import type { Page } from '@playwright/test';
import { sendErrorMessages, validationMessages } from '../src/lib/uiText/dutchMessages';
import { routes } from '../src/lib/routes';
import { fakeRecaptcha, recaptchaActions, uniqueName, waitForMail } from '../testing/fakes/browserFakes';
import { expect, gotoHydrated, test, HYDRATED_ATTRIBUTE, AFTER_IDLE_TIMEOUT_MS } from './fixtures';
import { holdRequests } from './support/holdRequests';

const form = (page: Page) => page.locator('form[aria-labelledby="offerteformulier-title"]');
const group = (page: Page, legend: string) => form(page).getByRole('radiogroup', { name: legend });
const textbox = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });
const submitButton = (page: Page) => form(page).getByRole('button', { name: /Offerte aanvragen|Versturen\.\.\./ });

/** Opens /offerte and waits for the form, which hydrates after the rest of the page. */
async function gotoQuote(page: Page) {
  await gotoHydrated(page, routes.offerte);
  await expect(form(page)).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
}

/**
 * Answers every question. `tick` is how the choices are made: 'check' (and see them ticked) once the form has
 * hydrated; 'click' before, when the page holds the tick until the form's code is there.
 */
async function fillValid(page: Page, name: string, tick: 'check' | 'click' = 'check') {
  const f = form(page);
  await group(page, 'Soort gebouw').getByRole('radio', { name: 'Groep van assistentiewoningen' })[tick]();
  await textbox(page, 'Aantal eenheden').fill('36');
  await textbox(page, 'Gemeente of adres van het gebouw').fill('Aalst');
  if (tick === 'check')
    await group(page, 'Heeft het gebouw vandaag een syndicus?')
      .getByRole('radio', { name: 'Ja, een professionele syndicus' })
      .check();
  // A finger taps the words of a choice as often as its circle.
  else await f.getByText('Ja, een professionele syndicus').click();
  await group(page, 'Wanneer wilt u starten?')
    .getByRole('radio', { name: 'Vanaf de volgende algemene vergadering' })
    [tick]();
  await textbox(page, 'Naam').fill(name);
  await textbox(page, 'E-mail').fill('jan.claes@example.be');
  await textbox(page, 'Telefoon').fill('053 12 34 56');
  await textbox(page, 'Opmerkingen (niet verplicht)').fill('De algemene vergadering is in maart.');
  await f.getByRole('checkbox', { name: /privacybeleid/ })[tick]();
}

test.describe('the quote form', () => {
  test.beforeEach(async ({ page }) => {
    await fakeRecaptcha(page);
  });

  test('asks for every required field on submit and focuses the first one', async ({ page }) => {
    await gotoQuote(page);
    await submitButton(page).click();
    // Three choices, unit count, place, name, e-mail and phone; the remarks are optional.
    await expect(form(page).getByText(validationMessages.required)).toHaveCount(8);
    await expect(form(page).getByText(validationMessages.privacyNotAccepted)).toBeVisible();
    await expect(group(page, 'Soort gebouw').getByRole('radio').first()).toBeFocused();
    await expect(group(page, 'Soort gebouw')).toHaveAttribute('aria-describedby', 'quote-building-type-error');
    await expect(textbox(page, 'Opmerkingen (niet verplicht)')).toHaveAttribute('aria-invalid', 'false');
  });

  test('checks the number of units and re-validates it on change', async ({ page }) => {
    await gotoQuote(page);
    await fillValid(page, 'Jan Claes');
    const units = textbox(page, 'Aantal eenheden');
    await units.fill('veertig');
    await submitButton(page).click();
    await expect(units).toBeFocused();
    await expect(form(page).getByText(validationMessages.invalidUnitCount(2, 9999))).toBeVisible();
    await units.fill('40');
    await expect(form(page).getByText(validationMessages.invalidUnitCount(2, 9999))).toHaveCount(0);
    await expect(units).toHaveAttribute('aria-invalid', 'false');
  });

  test('end to end: the request is sent with a "quote" token, leads to the thank-you page and arrives as an e-mail', async ({
    page,
  }) => {
    const name = uniqueName('Offerte E2E');
    await gotoQuote(page);
    await expect.poll(() => recaptchaActions(page), { timeout: AFTER_IDLE_TIMEOUT_MS }).toEqual(['init']);
    await fillValid(page, name);
    const posted = page.waitForRequest('**/api/quote');
    await submitButton(page).click();
    const body = (await posted).postDataJSON();
    expect(body).toMatchObject({
      buildingType: 'assistentiewoningen',
      unitCount: '36',
      currentSyndic: 'professioneel',
      name,
    });
    expect(body.recaptchaToken).toMatch(/^fake\|quote\|/);
    expect(await recaptchaActions(page)).toEqual(['init', 'quote']);
    await expect(page).toHaveURL(/\/offerte\/bedankt\?referentie=O-\d{4}-\d{5}$/);
    await expect(page.getByTestId('referentie')).toContainText(/O-\d{4}-\d{5}/);

    const mail = await waitForMail(name);
    expect(mail.subject).toBe(`Offerteaanvraag van ${name} [${new URL(page.url()).searchParams.get('referentie')}]`);
    expect(mail.text).toContain('Soort gebouw: Groep van assistentiewoningen');
    expect(mail.text).toContain('Aantal eenheden: 36');
    expect(mail.text).toContain('Huidige syndicus: Ja, een professionele syndicus');
    expect(mail.text).toContain('De algemene vergadering is in maart.');
  });

  test('answered and sent before its code came (it hydrates after the page): nothing typed, ticked or pressed is lost', async ({
    page,
  }) => {
    const release = await holdRequests(page, /\/form-quote-[^/]*\.js$/);
    const name = uniqueName('Offerte vroeg');
    await gotoHydrated(page, routes.offerte);
    await fillValid(page, name, 'click');
    await submitButton(page).click();
    await expect(form(page)).not.toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
    // The ticks are held, not drawn: React, which draws them, is not there yet to know them.
    await expect(form(page).getByRole('checkbox', { name: /privacybeleid/ })).not.toBeChecked();
    const posted = page.waitForRequest('**/api/quote');
    release();
    const body = (await posted).postDataJSON();
    expect(body).toMatchObject({
      buildingType: 'assistentiewoningen',
      unitCount: '36',
      location: 'Aalst',
      currentSyndic: 'professioneel',
      name,
      email: 'jan.claes@example.be',
      privacyAccepted: true,
    });
    await expect(page).toHaveURL(/\/offerte\/bedankt\?referentie=O-\d{4}-\d{5}$/);
  });

  test('a failed request shows the destructive toast and keeps the answers', async ({ page }) => {
    await page.route('**/api/quote', (route) => route.abort('connectionrefused'));
    await gotoQuote(page);
    await fillValid(page, 'Jan Claes');
    await submitButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: sendErrorMessages.title })).toContainText(
      sendErrorMessages.quoteFailed,
    );
    await expect(
      group(page, 'Soort gebouw').getByRole('radio', { name: 'Groep van assistentiewoningen' }),
    ).toBeChecked();
    await expect(textbox(page, 'Aantal eenheden')).toHaveValue('36');
  });

  test('axe, WCAG 2.2 AA, with the validation messages shown @both-widths', async ({ page }) => {
    await gotoQuote(page);
    await submitButton(page).click();
    await expect(form(page).getByText(validationMessages.required).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
