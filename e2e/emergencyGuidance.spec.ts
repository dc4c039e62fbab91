import type { Locator, Page } from '@playwright/test';
import guideFile from '../content/noodgevallen.json';
import { EMERGENCY_LINE_PURPOSE, EMERGENCY_WARNING } from '../src/lib/emergency/emergencyMessages';
import { emergencyPhone } from '../src/lib/emergency/emergencyLine';
import { routes } from '../src/lib/routes';
import { EMERGENCY_GUIDE_HREF } from '../scripts/content/editorialRules';
import { axeViolations } from './support/axe';
import { expect, gotoHydrated, isMobile, test } from './fixtures';

/** The grid operator's free gas-emergency number (FACTS §14), as a link target. */
const GAS_EMERGENCY_HREF = 'tel:080065065';

/** Every situation of content/noodgevallen.json, and the right number for the dangerous ones. */
async function expectGuide(where: Locator) {
  const items = where.locator('.emergency-guide li');
  await expect(items).toHaveCount(guideFile.situations.length);
  for (const { situation } of guideFile.situations) await expect(where).toContainText(`${situation}:`);
  const fire = items.filter({ hasText: /brand/i });
  await expect(fire.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  const gas = items.filter({ hasText: /gas/i });
  await expect(gas.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  await expect(gas.locator(`a[href="${GAS_EMERGENCY_HREF}"]`)).toHaveCount(1);
  await expect(items.filter({ hasText: /lift/i })).toContainText('alarmknop');
  // The paid line is never the number for fire, gas or someone stuck in a lift.
  for (const danger of [fire, gas, items.filter({ hasText: /lift/i })])
    await expect(danger.locator(`a[href="${emergencyPhone.href}"]`)).toHaveCount(0);
}

async function openEmergencyDialog(page: Page): Promise<Locator> {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'Bel noodnummer' }).click();
  } else await page.getByRole('button', { name: 'Noodnummer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Noodnummer' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('emergency guidance', () => {
  test('/melden says whom to call for what before the paid line, and passes axe', async ({ page }) => {
    await gotoHydrated(page, routes.melden);
    // The first step, before the form itself (it has no field).
    const urgent = page.locator('#meldingsformulier fieldset').first();
    await expectGuide(urgent);
    await expect(urgent).not.toContainText('daarna ons noodnummer');
    // Texts that name the paid line link here for the guide (content:check insists): its first step is the guide.
    await expect(page.locator(`#${EMERGENCY_GUIDE_HREF.split('#')[1]} fieldset`).first()).toContainText(
      guideFile.situations[0].situation,
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the emergency dialog says it before the number, which keeps its warning @both-widths', async ({ page }) => {
    await gotoHydrated(page, routes.home);
    const dialog = await openEmergencyDialog(page);
    // First what the paid line is for, and the same 'Bel 112' as /melden, before the guide and the number.
    await expect(dialog.getByText(EMERGENCY_LINE_PURPOSE, { exact: true })).toBeVisible();
    const call112 = dialog.getByRole('link', { name: 'Bel 112', exact: true });
    await expect(call112).toHaveAttribute('href', 'tel:112');
    await expect(call112).toBeInViewport();
    const [above, guideTop] = await Promise.all([
      call112.boundingBox(),
      dialog.locator('.emergency-guide').boundingBox(),
    ]);
    expect(above!.y).toBeLessThan(guideTop!.y);
    // By keyboard: the close button in the title row, then 'Bel 112', before any link of the guide or the paid line.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Sluiten' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(call112).toBeFocused();
    await expectGuide(dialog);
    await expect(dialog).toContainText(EMERGENCY_WARNING);
    await expect(dialog).not.toContainText('defecte lift');
    await expect(dialog.getByRole('link', { name: `Bel ${emergencyPhone.display}` })).toBeInViewport();
    // The price and the warning stay beside the call button, however long the guide above them.
    await expect(dialog.getByText(EMERGENCY_WARNING)).toBeInViewport();
    await expect(dialog.locator('.emergency-price')).toBeInViewport();
    // The close button sits in the title's row, not over the guide.
    const close = await dialog.getByRole('button', { name: 'Sluiten' }).boundingBox();
    const title = await dialog.getByRole('heading', { name: 'Noodnummer' }).boundingBox();
    expect(close!.y).toBeLessThan(title!.y + title!.height);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('/contact says it before the paid line, with the same Bel 112; the aside beside the form points there', async ({
    page,
  }) => {
    await gotoHydrated(page, routes.contact);
    const reachUs = page.locator('#bereikbaarheid');
    await expectGuide(reachUs);
    const call112 = reachUs.getByRole('link', { name: 'Bel 112', exact: true });
    await expect(call112).toHaveAttribute('href', 'tel:112');
    const [guide, first, paid] = await Promise.all([
      reachUs.locator('.emergency-guide').boundingBox(),
      call112.boundingBox(),
      reachUs.getByRole('link', { name: `Bel ${emergencyPhone.display}` }).boundingBox(),
    ]);
    expect(guide!.y).toBeLessThan(first!.y);
    expect(first!.y).toBeLessThan(paid!.y);
    const aside = page.locator('aside[aria-labelledby="goed-om-te-weten"]');
    await expect(aside.getByRole('link', { name: '112', exact: true })).toHaveAttribute('href', 'tel:112');
    await expect(aside.getByRole('link', { name: 'onderaan deze pagina' })).toHaveAttribute('href', '#bereikbaarheid');
    await expect(aside.locator(`a[href="${emergencyPhone.href}"]`)).toHaveCount(0);
  });

  test('the thank-you page after a report and the FAQ say the same', async ({ page }) => {
    await page.goto(routes.meldenBedankt);
    const main = page.locator('main');
    await expectGuide(main);
    await expect(main).not.toContainText('lift met iemand erin');
    await page.goto(routes.faq);
    // In the answer's Markdown, so it is in the page whether or not the question is open.
    const gas = page.locator('main li').filter({ hasText: /^Gasreuk:/ });
    await expect(gas.locator(`a[href="${GAS_EMERGENCY_HREF}"]`)).toHaveCount(1);
    await expect(
      page
        .locator('main li')
        .filter({ hasText: /^Brand of rook:/ })
        .locator('a[href="tel:112"]'),
    ).toHaveCount(1);
  });
});
