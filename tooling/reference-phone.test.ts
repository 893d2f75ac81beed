import { describe, expect, it } from 'vitest';
import { referencePhoneSlowdown } from './reference-phone';

describe("the CPU slowdown that makes this machine Lighthouse's reference phone", () => {
  it('is the one Lighthouse’s throttling docs give for each benchmark index', () => {
    expect(referencePhoneSlowdown(150)).toBe(1);
    expect(referencePhoneSlowdown(800)).toBe(2);
    expect(referencePhoneSlowdown(1300)).toBe(3);
    expect(referencePhoneSlowdown(1533)).toBeCloseTo(4, 2);
    expect(referencePhoneSlowdown(1766)).toBeCloseTo(5, 2);
    expect(referencePhoneSlowdown(2000)).toBeCloseTo(6, 2);
    expect(referencePhoneSlowdown(1050)).toBeCloseTo(2.5, 2);
  });

  it('never speeds a slow machine up', () => {
    expect(referencePhoneSlowdown(100)).toBe(1);
  });
});
