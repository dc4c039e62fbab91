import { tooltipOpenDelay } from '../IconTooltip';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../../lib/constants';

describe('tooltipOpenDelay', () => {
  it('waits the open delay when no tooltip closed recently', () => {
    expect(tooltipOpenDelay(10_000, 0)).toBe(TOOLTIP_OPEN_DELAY_MS);
  });

  it('opens at once within the skip delay after another tooltip closed', () => {
    expect(tooltipOpenDelay(10_000, 10_000 - TOOLTIP_SKIP_DELAY_MS + 1)).toBe(0);
  });

  it('waits again once the skip delay has passed', () => {
    expect(tooltipOpenDelay(10_000, 10_000 - TOOLTIP_SKIP_DELAY_MS)).toBe(TOOLTIP_OPEN_DELAY_MS);
  });
});
