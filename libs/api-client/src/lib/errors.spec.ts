import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_FAILURES,
  describeError,
  ERROR_CATALOGUE,
  ERROR_CODES,
  ERROR_MESSAGE_KEYS,
  errorAction,
  errorActionProps,
  malformedError,
  networkError,
  PAYMENT_PASSWORD_REFUSED,
  serverError,
  timeoutError,
  TOO_MANY_REQUESTS_WAIT_MINUTES,
  type CatalogueEntry,
  type ErrorAction,
} from './errors';

/** The spec §8 catalogue as docs/errors.md states it: code or failure → message → action. */
const EXPECTED: ReadonlyArray<[string, string, ErrorAction]> = [
  ['network', 'error.networkAbnormal', 'retry'],
  ['timeout', 'errors.pageLoadedTooLong', 'retry'],
  ['malformed', 'error.unknown', 'retry'],
  ['unknown', 'error.unknown', 'retry'],
  ['invalid-url', 'errors.invalidUrl', 'contactSupport'],
  ['login-popup-closed', 'auth.social.popupClosed', 'retry'],
  ['login.not.session', 'error.notLoggedIn', 'logIn'],
  ['in_need_true_account', 'auth.in_need_true_account', 'logIn'],
  ['function.not.available', 'error.functionNotEnabled', 'contactSupport'],
  ['domain_not_available', 'error.accessRestricted', 'contactSupport'],
  ['login_blocked_by_self_exclusion', 'error.accessRestricted', 'contactSupport'],
  ['agent.only', 'error.accessRestricted', 'contactSupport'],
  ['login.not.member', 'errors.nonMemberCannotLogIn', 'contactSupport'],
  ['login.not.agent', 'errors.nonAgentCannotLogIn', 'contactSupport'],
  ['quota.insufficient', 'error.quotaNotSufficient', 'contactSupport'],
  ['not_found', 'errors.invalidUrl', 'contactSupport'],
  ['too.many.requests', 'error.tooManyRequests', 'wait'],
  ['invitation_code_error', 'error.invitationCode', 'retry'],
  ['login.failed', 'error.wrongCredentials', 'retry'],
  ['password.incorrect', 'error.wrongCredentials', 'retry'],
  ['captcha.invalid', 'error.invalidCaptcha', 'retry'],
  ['verification.code.invalid', 'error.invalidVerificationCode', 'retry'],
  ['verification.code.expired', 'error.codeExpired', 'retry'],
  ['verification.code.required', 'error.codeMissing', 'retry'],
  ['mobile.format.invalid', 'error.invalidPhoneFormat', 'retry'],
  ['user.not.found', 'error.userOrEmailNotFound', 'retry'],
  ['password.confirm.mismatch', 'error.confirmPasswordIncorrect', 'retry'],
  ['human.verification.required', 'auth.verification.completeFirst', 'retry'],
];

const entries = Object.entries(ERROR_CATALOGUE) as Array<[string, CatalogueEntry]>;

describe('the error catalogue (spec §8): one table, every entry with its message and action', () => {
  it('holds exactly the documented entries', () => {
    expect(entries.map(([key]) => key).sort()).toEqual(EXPECTED.map(([key]) => key).sort());
  });

  it.each(EXPECTED)('%s shows %s and offers %s', (key, messageKey, action) => {
    const failure =
      key === CLIENT_FAILURES.network
        ? networkError('offline')
        : key === CLIENT_FAILURES.timeout
          ? timeoutError('slow')
          : key === CLIENT_FAILURES.malformed
            ? malformedError(200, 'not JSON')
            : serverError(key === CLIENT_FAILURES.unknown ? undefined : key, 'server words', 400);
    if (key === CLIENT_FAILURES.invalidUrl || key === CLIENT_FAILURES.loginPopupClosed) {
      // Client-side failures: the screens read these entries directly.
      expect(ERROR_CATALOGUE[key]).toMatchObject({ messageKey, action });
      return;
    }
    expect(failure.messageKey).toBe(messageKey);
    expect(describeError(failure)).toMatchObject({ messageKey, action });
    expect(errorAction(failure)).toBe(action);
  });

  it('covers every message spec §8 lists', () => {
    const shown = new Set([...entries.map(([, entry]) => entry.messageKey), PAYMENT_PASSWORD_REFUSED.messageKey]);
    for (const key of Object.values(ERROR_MESSAGE_KEYS)) {
      // The trial warning and the invite warning are dialogs of their own (spec §8); they are in the table too.
      expect(shown, key).toContain(key);
    }
  });

  it('a refused payment password reads as the payment password’s on a call that carries one, as wrong credentials elsewhere', () => {
    expect(serverError(ERROR_CODES.wrongPassword, 'no', 200, null, { paymentPassword: true })).toMatchObject({
      messageKey: 'error.paymentPasswordIncorrect',
      action: 'retry',
    });
    expect(serverError(ERROR_CODES.wrongPassword, 'no', 200).messageKey).toBe('error.wrongCredentials');
    expect(serverError(ERROR_CODES.insufficient, 'no', 200, null, { paymentPassword: true }).messageKey).toBe('error.quotaNotSufficient');
  });

  it('a failure is described by the entry it was made with: a refused payment password stays the payment password’s', () => {
    const refused = serverError(ERROR_CODES.wrongPassword, 'no', 200, null, { paymentPassword: true });
    expect(describeError(refused)).toMatchObject({ messageKey: ERROR_MESSAGE_KEYS.paymentPasswordIncorrect, action: 'retry' });
    expect(describeError(serverError(ERROR_CODES.wrongPassword, 'no', 200))).toMatchObject({
      messageKey: ERROR_MESSAGE_KEYS.wrongCredentials,
    });
  });

  it('"too many requests" says how long to wait: 5 minutes', () => {
    expect(describeError(serverError(ERROR_CODES.tooManyRequests, undefined, 429))).toMatchObject({
      messageKey: ERROR_MESSAGE_KEYS.tooManyRequests,
      action: 'wait',
      waitMinutes: TOO_MANY_REQUESTS_WAIT_MINUTES,
    });
    expect(TOO_MANY_REQUESTS_WAIT_MINUTES).toBe(5);
  });

  it('every catalog\'s "too many requests" names the wait the retry counts down', () => {
    // The message is shown by every screen's error state without values, so its number is written in each catalog.
    const catalogs = resolve(import.meta.dirname, '../../../i18n/src/lib/catalogs');
    const files = readdirSync(catalogs).filter((name) => name.endsWith('.json'));
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const message: string = JSON.parse(readFileSync(resolve(catalogs, file), 'utf8'))[ERROR_MESSAGE_KEYS.tooManyRequests];
      expect(message.match(/\d+/g), file).toEqual([String(TOO_MANY_REQUESTS_WAIT_MINUTES)]);
    }
  });

  it('an error state is handed the failure with its wait, so a new "too many requests" counts the wait from the start', () => {
    const failure = serverError(ERROR_CODES.tooManyRequests, undefined, 429);
    expect(errorActionProps(failure)).toEqual({ action: 'wait', waitMinutes: TOO_MANY_REQUESTS_WAIT_MINUTES, error: failure });
    expect(errorActionProps(networkError('down'))).toEqual({ action: 'retry' });
  });

  it('an unknown code, a code named like an object property, or no API error at all is the unknown error with a retry', () => {
    for (const code of ['brand.new.code', 'constructor', 'toString', undefined]) {
      expect(describeError(serverError(code, undefined, 500))).toMatchObject({ messageKey: ERROR_MESSAGE_KEYS.unknown, action: 'retry' });
    }
    expect(describeError(new Error('boom'))).toMatchObject({ messageKey: ERROR_MESSAGE_KEYS.unknown, action: 'retry' });
  });
});
