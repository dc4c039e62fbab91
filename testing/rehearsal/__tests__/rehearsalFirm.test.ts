import type { FirmConfig } from '../../../src/config/firmConfig';
import { placeholderFirmFacts, unconfirmedClaims } from '../../../scripts/release/goLiveCheck';
import * as rehearsal from '../firm';

// Every export the config has, each of its shape: the compiler checks it here, the fields in the file itself.
const rehearsalFirm: FirmConfig = rehearsal;

describe('the rehearsal firm of npm run rehearse:firm', () => {
  it('is a firm that did every step: no placeholder, every claim confirmed', () => {
    expect(placeholderFirmFacts(rehearsalFirm)).toEqual([]);
    expect(unconfirmedClaims(rehearsalFirm.firmClaims)).toEqual([]);
  });
});
