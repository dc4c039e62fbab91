import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import tariffsFile from '../content/tarieven.json';
import { feeIndicationMessages as text } from '../src/lib/uiText/feeIndicationMessages';
import { formatDutchDate } from '../src/lib/content/dutchDate';
import { routes } from '../src/lib/routes';
import { SAMPLE_TARIFFS_NOTE } from '../src/lib/samples';
import { feeIndication } from '../src/lib/tariffs/feeIndication';
import { formatEuro, withVat } from '../src/lib/tariffs/money';
import { INVOICED_PARTIES, tariffsFromFile, type TariffsFile } from '../src/lib/tariffs/tariffs';
import { expect, gotoHydrated, test, HYDRATED_ATTRIBUTE } from './fixtures';
import { holdRequests } from './support/holdRequests';

const tariffs = tariffsFromFile(tariffsFile as TariffsFile);
const indication = (page: Page) => page.locator('form[aria-labelledby="kostprijs-title"]');
const quoteForm = (page: Page) => page.locator('form[aria-labelledby="offerteformulier-title"]');
const field = (page: Page, name: string) => indication(page).getByRole('textbox', { name, exact: true });
const resultCell = (page: Page, row: string, column: number) =>
  indication(page)
    .getByRole('row', { name: new RegExp(`^${row}`) })
    .getByRole('cell')
    .nth(column);

async function gotoIndication(page: Page) {
  await gotoHydrated(page, routes.offerte);
  await expect(indication(page)).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
}

test.describe('the tariff page', () => {
  test('shows every table from content/tarieven.json, each price incl. and excl. VAT, with date and indexation', async ({
    page,
  }) => {
    await gotoHydrated(page, routes.tarieven);
    const apartments = tariffs.fixedFees.find((fee) => fee.kind === 'appartementsgebouw')!;
    const row = page.getByRole('row', { name: /^Appartementsgebouw/ });
    const perUnit = withVat(apartments.perUnitPerYear, tariffs.vatBasisPoints);
    await expect(row).toContainText(`${formatEuro(perUnit.incl)} incl. btw`);
    await expect(row).toContainText(`${formatEuro(perUnit.excl)} excl. btw`);
    await expect(page.getByRole('row', { name: /^Per lift/ })).toContainText(
      formatEuro(withVat(tariffs.surcharges.liftPerYear, tariffs.vatBasisPoints).incl),
    );
    for (const extra of tariffs.extraServices) {
      const extraRow = page.getByRole('row', { name: new RegExp(`^${extra.service}`) });
      await expect(extraRow).toContainText(formatEuro(withVat(extra.price, tariffs.vatBasisPoints).incl));
      // Each line says who receives the invoice.
      await expect(extraRow).toContainText(INVOICED_PARTIES[extra.invoicedTo]);
    }
    for (const service of tariffs.included) await expect(page.getByText(service, { exact: true })).toBeVisible();
    await expect(page.getByText(`Geldig vanaf ${formatDutchDate(tariffs.validFrom)}.`, { exact: false })).toBeVisible();
    await expect(page.getByText(tariffs.indexation, { exact: false })).toBeVisible();
    // While the amounts are placeholders, every section says so (a link to one of their anchors skips the others);
    // once they are the firm's own, none does.
    for (const id of ['vast-ereloon', 'toeslagen', 'inbegrepen', 'bijkomende-prestaties'])
      await expect(page.locator(`#${id}`).getByText(SAMPLE_TARIFFS_NOTE)).toHaveCount(tariffs.isSample ? 1 : 0);
  });

  test('is found in one click from the footer of any page, and from the service pages', async ({ page }) => {
    await gotoHydrated(page, routes.contact);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Tarieven', exact: true }).click();
    await expect(page).toHaveURL(/\/tarieven$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tarieven');
    await gotoHydrated(page, routes.syndicusAppartementen);
    await expect(page.getByRole('link', { name: 'Bekijk onze tarieven' })).toHaveAttribute('href', routes.tarieven);
  });

  test('is in the mobile menu', async ({ page }) => {
    await gotoHydrated(page, routes.home);
    await page.locator('button[aria-controls="mobile-menu"]').click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Tarieven' })).toBeVisible();
  });
});

test.describe('the tariff page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is complete as served: the tables are HTML', async ({ page }) => {
    await page.goto(routes.tarieven);
    await expect(page.getByRole('row', { name: /^Appartementsgebouw/ })).toContainText('incl. btw');
    await expect(page.getByRole('row', { name: /^Prestaties buiten de kantooruren/ })).toBeVisible();
  });
});

test.describe('the fee indication on /offerte', () => {
  test('shows the figures for the building and per unit as the numbers are typed', async ({ page }) => {
    await gotoIndication(page);
    await expect(indication(page)).toContainText(text.unitsMissing);
    await indication(page).getByRole('radio', { name: 'KMO- of bedrijvenpark' }).check();
    await field(page, text.unitsLabel).fill('24');
    await field(page, text.parkingLabel).fill('10');
    await field(page, text.liftsLabel).fill('2');
    const expected = feeIndication(tariffs, { kind: 'kmo-park', units: 24, parkingSpaces: 10, lifts: 2 });
    await expect(resultCell(page, text.forBuilding, 0)).toHaveText(
      `${formatEuro(expected.building.yearly.incl)} incl. btw${formatEuro(expected.building.yearly.excl)} excl. btw`,
    );
    await expect(resultCell(page, text.forBuilding, 1)).toContainText(formatEuro(expected.building.monthly.incl));
    await expect(resultCell(page, text.perUnit, 0)).toContainText(formatEuro(expected.perUnit.yearly.incl));
    await expect(resultCell(page, text.perUnit, 1)).toContainText(formatEuro(expected.perUnit.monthly.excl));
    await expect(indication(page)).toContainText(text.binding);
    await expect(indication(page)).toContainText(text.perUnitAverage);
    await expect(indication(page)).toContainText(
      text.extraBuilding(formatEuro(withVat(tariffs.surcharges.extraBuildingPerYear, tariffs.vatBasisPoints).incl)),
    );
    // The live region speaks once typing stops: one summary, not every digit.
    await expect(indication(page).getByRole('status')).toHaveText(
      text.announce(
        formatEuro(expected.building.yearly.incl),
        formatEuro(expected.building.monthly.incl),
        tariffs.isSample,
      ),
    );
    // A small building pays the minimum, and is told so.
    await field(page, text.unitsLabel).fill('3');
    await expect(indication(page)).toContainText(text.minimumApplies);
  });

  test('keeps and computes what was typed before its code came (it hydrates once the page is idle)', async ({
    page,
  }) => {
    const release = await holdRequests(page, /\/fee-indication-[^/]*\.js$/);
    await page.goto(routes.offerte);
    await field(page, text.unitsLabel).fill('20');
    await expect(indication(page)).not.toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
    release();
    await expect(indication(page)).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
    const expected = feeIndication(tariffs, { kind: 'appartementsgebouw', units: 20, parkingSpaces: 0, lifts: 0 });
    await expect(field(page, text.unitsLabel)).toHaveValue('20');
    await expect(resultCell(page, text.forBuilding, 0)).toContainText(formatEuro(expected.building.yearly.incl));
  });

  test('answers impossible numbers with a Dutch message next to the field, never NaN', async ({ page }) => {
    await gotoIndication(page);
    const units = field(page, text.unitsLabel);
    for (const typed of ['0', '10000', 'twaalf']) {
      await units.fill(typed);
      await expect(units).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#fee-units-error')).toHaveText(text.wholeNumber(2, 9999));
      await expect(units).toHaveAttribute('aria-describedby', /fee-units-error/);
      await expect(indication(page)).not.toContainText('NaN');
      await expect(resultCell(page, text.forBuilding, 0)).toHaveText('—');
    }
    await field(page, text.liftsLabel).fill('-1');
    await expect(page.locator('#fee-lifts-error')).toHaveText(text.wholeNumber(0, 99));
  });

  test('says what is included, one click away', async ({ page }) => {
    await gotoIndication(page);
    const summary = indication(page).getByText(text.includedSummary);
    await expect(indication(page).getByText(tariffs.included[0])).toBeHidden();
    await summary.click();
    await expect(indication(page).getByText(tariffs.included[0])).toBeVisible();
  });

  test('carries the numbers into the quote form, with the keyboard only', async ({ page }) => {
    await gotoIndication(page);
    await expect(quoteForm(page)).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
    // From the first radio of the indication: arrows choose the kind, Tab goes on to the numbers.
    await indication(page).getByRole('radio', { name: 'Appartementsgebouw' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(indication(page).getByRole('radio', { name: 'Groep van assistentiewoningen' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(field(page, text.unitsLabel)).toBeFocused();
    await page.keyboard.type('36');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('12');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1');
    const expected = feeIndication(tariffs, { kind: 'assistentiewoningen', units: 36, parkingSpaces: 12, lifts: 1 });
    await expect(resultCell(page, text.forBuilding, 0)).toContainText(formatEuro(expected.building.yearly.incl));
    // Tab on to the button; past it, the summary of what is included opens with Enter.
    await page.keyboard.press('Tab');
    const button = indication(page).getByRole('button', { name: text.carry });
    await expect(button).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(indication(page).locator('summary')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(indication(page).getByText(tariffs.included[0])).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');

    const form = quoteForm(page);
    await expect(form.getByRole('radio', { name: 'Groep van assistentiewoningen' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'Aantal eenheden', exact: true })).toHaveValue('36');
    await expect(form.getByRole('textbox', { name: 'Opmerkingen (niet verplicht)' })).toHaveValue(
      text.carriedRemarks(12, 1),
    );
    // Focus moves on to the first field the indication could not fill.
    await expect(form.getByRole('textbox', { name: 'Gemeente of adres van het gebouw' })).toBeFocused();
    await expect(indication(page).getByRole('status')).toHaveText(text.carried);
  });

  test('carrying again replaces the carried line and keeps what the visitor wrote', async ({ page }) => {
    await gotoIndication(page);
    await expect(quoteForm(page)).toHaveAttribute(HYDRATED_ATTRIBUTE, 'true');
    const remarks = quoteForm(page).getByRole('textbox', { name: 'Opmerkingen (niet verplicht)' });
    await remarks.fill('De algemene vergadering is in maart.');
    await field(page, text.unitsLabel).fill('8');
    await indication(page).getByRole('button', { name: text.carry }).click();
    await expect(remarks).toHaveValue(`${text.carriedRemarks(0, 0)}\nDe algemene vergadering is in maart.`);
    await field(page, text.liftsLabel).fill('1');
    await indication(page).getByRole('button', { name: text.carry }).click();
    await expect(remarks).toHaveValue(`${text.carriedRemarks(0, 1)}\nDe algemene vergadering is in maart.`);
  });

  test('has no axe violations with figures, an error and the list of services open @both-widths', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoIndication(page);
    await field(page, text.unitsLabel).fill('20');
    await indication(page).getByText(text.includedSummary).click();
    expect(await axeViolations(page, 'form[aria-labelledby="kostprijs-title"]')).toEqual([]);
    await field(page, text.liftsLabel).fill('abc');
    await expect(page.locator('#fee-lifts-error')).toBeVisible();
    expect(await axeViolations(page, 'form[aria-labelledby="kostprijs-title"]')).toEqual([]);
  });
});
