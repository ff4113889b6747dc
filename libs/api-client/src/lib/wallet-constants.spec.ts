import { describe, expect, it } from 'vitest';
import { withinPayeeNameLimits } from './wallet-constants';

describe('payee-name limits', () => {
  it("a server rule wider than the add-bank-account call is narrowed to the call's bounds, the rest of it kept", () => {
    const rule = withinPayeeNameLimits({ minLength: 1, maxLength: 100, patternId: '13', required: false });
    expect(rule).toEqual({ minLength: 2, maxLength: 60, patternId: '13', required: false });
  });

  it("a server rule inside the call's bounds keeps its own", () => {
    expect(withinPayeeNameLimits({ minLength: 3, maxLength: 40 })).toEqual({ minLength: 3, maxLength: 40 });
  });
});
