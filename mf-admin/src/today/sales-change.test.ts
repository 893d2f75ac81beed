import { describe, expect, it } from 'vitest';
import { salesChange } from './sales-change';

describe('salesChange', () => {
  it('gives the change as a share of the figure before, or says there was nothing to compare with', () => {
    expect(salesChange(112, 100)).toEqual({ kind: 'percent', ratio: 0.12 });
    expect(salesChange(0, 40)).toEqual({ kind: 'percent', ratio: -1 });
    expect(salesChange(5, 5)).toEqual({ kind: 'same' });
    expect(salesChange(0, 0)).toEqual({ kind: 'same' });
    expect(salesChange(30, 0)).toEqual({ kind: 'new' });
  });
});
