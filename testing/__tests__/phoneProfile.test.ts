import { calibratedCpuSlowdown, describeCalibration, PHONE_NETWORK_CDP } from '../phoneProfile';

describe('calibratedCpuSlowdown', () => {
  it('slows a host down to the phone: its benchmark index over 500', () => {
    expect(calibratedCpuSlowdown(2000)).toBe(4);
    expect(calibratedCpuSlowdown(1150)).toBe(2.3);
    expect(calibratedCpuSlowdown(2873)).toBe(5.75);
  });

  it('never speeds a host up, and never slows it down more than twelve times', () => {
    expect(calibratedCpuSlowdown(300)).toBe(1);
    expect(calibratedCpuSlowdown(500)).toBe(1);
    expect(calibratedCpuSlowdown(9000)).toBe(12);
  });

  it('refuses an index that is not a measurement', () => {
    expect(() => calibratedCpuSlowdown(0)).toThrow(RangeError);
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow(RangeError);
    expect(() => calibratedCpuSlowdown(-5)).toThrow(RangeError);
  });
});

describe('the phone network', () => {
  it("is Lighthouse's mobile profile in CDP's units (bytes per second)", () => {
    expect(PHONE_NETWORK_CDP.latency).toBe(150);
    expect(PHONE_NETWORK_CDP.downloadThroughput).toBeCloseTo(209_715.2);
    expect(PHONE_NETWORK_CDP.uploadThroughput).toBe(96_000);
  });
});

describe('describeCalibration', () => {
  it('names the host and the slowdown next to every figure', () => {
    expect(describeCalibration(2436.4, 4.87)).toBe('host-index 2436, CPU ×4.87');
  });
});
