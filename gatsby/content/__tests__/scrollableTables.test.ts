import { TABLE_REGION_LABEL, wrapTablesInScrollRegions } from '../scrollableTables';

describe('wrapTablesInScrollRegions', () => {
  it('puts every table in a focusable, labelled region, and leaves the rest as it is', () => {
    const html =
      '<p>Voor</p><table><tr><td>a</td></tr></table><p>Tussen</p><table class="x"><tr><td>b</td></tr></table>';
    const wrapped = wrapTablesInScrollRegions(html);
    const region = `<div class="table-scroll" role="region" tabindex="0" aria-label="${TABLE_REGION_LABEL}">`;
    expect(wrapped).toBe(
      `<p>Voor</p>${region}<table><tr><td>a</td></tr></table></div><p>Tussen</p>${region}<table class="x"><tr><td>b</td></tr></table></div>`,
    );
  });

  it('changes nothing without a table', () => {
    expect(wrapTablesInScrollRegions('<p>tabellen en <b>tableaus</b></p>')).toBe('<p>tabellen en <b>tableaus</b></p>');
  });
});
