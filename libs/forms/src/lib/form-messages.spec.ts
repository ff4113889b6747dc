import { describe, expect, it } from 'vitest';
import { confirmationMessage, FORM_MESSAGE_KEYS, passwordConfirmationMessage } from './form-messages';

const required = { key: FORM_MESSAGE_KEYS.required };
const mismatch = { key: FORM_MESSAGE_KEYS.confirmMismatch };

describe('a confirmation (spec §5)', () => {
  it('must be given, and be what it confirms', () => {
    expect(confirmationMessage('246810', '')).toEqual(required);
    expect(confirmationMessage('246810', '246811')).toEqual(mismatch);
    expect(confirmationMessage('246810', '246810')).toBeNull();
  });

  it('of a payment password is compared as typed: the site sends it so', () => {
    expect(confirmationMessage('246810', '246810 ')).toEqual(mismatch);
  });

  it('of a login password is compared without the spaces around either, as it is set; spaces alone are none given', () => {
    expect(passwordConfirmationMessage(' Secret#1', 'Secret#1 ')).toBeNull();
    expect(passwordConfirmationMessage('Secret#1', 'Secret#2')).toEqual(mismatch);
    expect(passwordConfirmationMessage('Secret#1', '   ')).toEqual(required);
  });
});
