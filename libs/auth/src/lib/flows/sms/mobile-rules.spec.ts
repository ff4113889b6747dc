import { describe, expect, it } from 'vitest';
import { patternMessage } from '@wl/forms';
import { verificationCodeMessage } from './mobile-rules';

describe('the verification-code field', () => {
  it('spec §5: the verification-code field takes at most 255 characters: 255 pass, 256 are refused with the length message', () => {
    expect(verificationCodeMessage('7'.repeat(255))).toBeNull();
    expect(verificationCodeMessage('7'.repeat(256))).toEqual(patternMessage({ patternId: '', minLength: 0, maxLength: 255 }));
  });
});
