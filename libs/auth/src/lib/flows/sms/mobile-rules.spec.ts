import { describe, expect, it } from 'vitest';
import { VERIFICATION_CODE_MAX_LENGTH } from './mobile-rules';

describe('the verification-code field', () => {
  it('spec §5: the verification-code field takes at most 255 characters', () => {
    expect(VERIFICATION_CODE_MAX_LENGTH).toBe(255);
  });
});
