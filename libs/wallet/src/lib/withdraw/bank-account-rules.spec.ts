import { describe, expect, it } from 'vitest';
import { BANK_ACCOUNT_LIMITS } from '@wl/api-client';
import { CONTRACT } from '@wl/api-client/contract';
import { REQUIRED_MESSAGE } from '@wl/forms';
import { accountNumberMessage, payeeNameMessage } from './bank-account-rules';

const accepts = (request: Record<string, string>) =>
  CONTRACT.wallet.addBankAccount.request.safeParse({ bankCode: 'BPI', accountNumber: '123456', ...request }).success;

describe('the add-bank-account checks (spec §5)', () => {
  it('the add-bank-account call enforces exactly the bounds the form is held to', () => {
    const { accountNumber, payeeName } = BANK_ACCOUNT_LIMITS;
    expect(accepts({ accountNumber: '1'.repeat(accountNumber.minLength) })).toBe(true);
    expect(accepts({ accountNumber: '1'.repeat(accountNumber.minLength - 1) })).toBe(false);
    expect(accepts({ accountNumber: '1'.repeat(accountNumber.maxLength) })).toBe(true);
    expect(accepts({ accountNumber: '1'.repeat(accountNumber.maxLength + 1) })).toBe(false);
    expect(accepts({ payeeName: ` ${'a'.repeat(payeeName.minLength)} ` })).toBe(true);
    expect(accepts({ payeeName: ` ${'a'.repeat(payeeName.minLength - 1)} ` })).toBe(false);
    expect(accepts({ payeeName: 'a'.repeat(payeeName.maxLength) })).toBe(true);
    expect(accepts({ payeeName: 'a'.repeat(payeeName.maxLength + 1) })).toBe(false);
  });

  it('an account number must be there, and be 6 to 20 digits', () => {
    expect(accountNumberMessage('')).toEqual(REQUIRED_MESSAGE);
    expect(accountNumberMessage('12345')).toMatchObject({ key: 'forms.pattern.digitsOnly', values: { min: 6, max: 20 } });
    expect(accountNumberMessage('1'.repeat(21))).toMatchObject({ key: 'forms.pattern.digitsOnly' });
    expect(accountNumberMessage('123456')).toBeNull();
  });

  it("until the server's rule has arrived, a typed payee name is still needed and held to the call's bounds", () => {
    expect(payeeNameMessage('   ', undefined)).toEqual(REQUIRED_MESSAGE);
    expect(payeeNameMessage(' J ', undefined)).toMatchObject({ key: 'forms.pattern.freeCharacters', values: { min: 2, max: 60 } });
    expect(payeeNameMessage('a'.repeat(61), undefined)).toMatchObject({ key: 'forms.pattern.freeCharacters' });
    expect(payeeNameMessage(' Juan Cruz ', undefined)).toBeNull();
  });
});
