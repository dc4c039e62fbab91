import * as shipped from '../../../src/config/firm';
import { placeholderFirmFacts, unconfirmedClaims } from '../../../scripts/release/goLiveCheck';
import * as rehearsal from '../firm';

/**
 * The shape of a value: the same keys all the way down, arrays by their first element, leaves by their type. A value
 * the shipped config leaves empty (null, e.g. the paid line's own price) matches whatever the rehearsal fills in.
 */
function shape(value: unknown): unknown {
  if (value === null) return expect.anything();
  if (Array.isArray(value)) return [value.length ? shape(value[0]) : 'leeg'];
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, shape(child)]));
  return typeof value;
}

describe('the rehearsal firm of npm run rehearse:firm', () => {
  it('fills in every field the config has, and no other', () => {
    expect(Object.keys(rehearsal).sort()).toEqual(Object.keys(shipped).sort());
    // The quality mark may be null (the rehearsal firm has none); every other field is filled in.
    const withoutMark = ({ qualityMark, ...rest }: { qualityMark: unknown; [field: string]: unknown }) => (
      void qualityMark,
      rest
    );
    expect(shape(withoutMark(rehearsal.firm))).toEqual(shape(withoutMark(shipped.firm)));
    expect(Object.keys(rehearsal.firm)).toContain('qualityMark');
    expect(shape(rehearsal.officeFacts)).toEqual(shape(shipped.officeFacts));
    expect(shape(rehearsal.firmClaims)).toEqual(shape(shipped.firmClaims));
    expect(shape(rehearsal.firmSettings)).toEqual(shape(shipped.firmSettings));
  });

  it('is a firm that did every step: no placeholder, every claim confirmed', () => {
    expect(placeholderFirmFacts(rehearsal)).toEqual([]);
    expect(unconfirmedClaims(rehearsal.firmClaims)).toEqual([]);
  });
});
