import { PHONE_CPU_SLOWDOWN, PHONE_NETWORK_CDP } from '../phoneProfile';

describe('the phone', () => {
  it("is Lighthouse's mobile profile: CPU ×4, and its network in CDP's units (bytes per second)", () => {
    expect(PHONE_CPU_SLOWDOWN).toBe(4);
    expect(PHONE_NETWORK_CDP.latency).toBe(150);
    expect(PHONE_NETWORK_CDP.downloadThroughput).toBeCloseTo(209_715.2);
    expect(PHONE_NETWORK_CDP.uploadThroughput).toBe(96_000);
  });
});
