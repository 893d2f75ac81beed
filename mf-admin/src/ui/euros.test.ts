import { describe, expect, it } from 'vitest';
import { centsFromText, eurosText } from './euros';

describe('a price as the owner types it', () => {
  it('reads the ways a French shopper writes euros', () => {
    expect(centsFromText('12,50')).toBe(1250);
    expect(centsFromText('12.5')).toBe(1250);
    expect(centsFromText('12,50 €')).toBe(1250);
    expect(centsFromText('12,50€')).toBe(1250);
    expect(centsFromText(' 12 ')).toBe(1200);
    expect(centsFromText('1 250,00')).toBe(125000);
    expect(centsFromText('1\u202f250,00\u00a0€')).toBe(125000);
    expect(centsFromText('0,05')).toBe(5);
    expect(centsFromText('0')).toBe(0);
  });

  it('says nothing was typed, so the contract says "required"', () => {
    expect(centsFromText('')).toBeUndefined();
    expect(centsFromText('   ')).toBeUndefined();
    expect(centsFromText('€')).toBeUndefined();
  });

  it('refuses what is no price, so the contract says "invalid"', () => {
    for (const text of ['12,505', '12.505', 'douze', '12 euros', '12a', '-5', '12,', ',50', '1.250,00', '12,5,0']) {
      expect(centsFromText(text), text).toBeNaN();
    }
  });

  it('writes cents back as she would type them', () => {
    expect(eurosText(1250)).toBe('12,50');
    expect(eurosText(1205)).toBe('12,05');
    expect(eurosText(5000)).toBe('50');
    expect(eurosText(125000)).toBe('1250');
    for (const cents of [1, 99, 1250, 125000]) expect(centsFromText(eurosText(cents))).toBe(cents);
  });
});
