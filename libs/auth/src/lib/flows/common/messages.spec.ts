import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGE_KEYS, type ApiError } from '@wl/api-client';
import { loadCatalog, LOCALE_BY_LANGUAGE, type LanguageCode } from '@wl/i18n';
import { apiErrorMessage, type ShownMessage } from './messages';

const server = (messageKey: ApiError['messageKey'], message?: string): ApiError => ({
  kind: 'server',
  status: 200,
  code: 'x',
  message,
  messageKey,
});

describe('spec §8 messages of the account flows', () => {
  it('a failure the api-client can name reads as its translated message, not the server’s words', () => {
    expect(apiErrorMessage(server(ERROR_MESSAGE_KEYS.wrongCredentials, 'Bad login'))).toEqual({ key: ERROR_MESSAGE_KEYS.wrongCredentials });
    expect(apiErrorMessage({ kind: 'network', message: 'offline', messageKey: ERROR_MESSAGE_KEYS.network })).toEqual({
      key: ERROR_MESSAGE_KEYS.network,
    });
  });

  it('a refusal the catalogue cannot name reads as the unknown error, never the server’s English', () => {
    expect(apiErrorMessage(server(ERROR_MESSAGE_KEYS.unknown, 'Promotion closed'))).toEqual({ key: ERROR_MESSAGE_KEYS.unknown });
    expect(apiErrorMessage(server(ERROR_MESSAGE_KEYS.unknown))).toEqual({ key: ERROR_MESSAGE_KEYS.unknown });
    expect(apiErrorMessage(new Error('thrown'))).toEqual({ key: ERROR_MESSAGE_KEYS.unknown });
  });

  it('a rejected value (invalid.parameter) reads as its own translated message, whatever the server wrote', () => {
    const refusal = { ...server(ERROR_MESSAGE_KEYS.unknown, 'email: Invalid email'), code: ERROR_CODES.invalidParameter };
    expect(apiErrorMessage(refusal)).toEqual({ key: 'auth.error.invalidParameter' });
    expect(apiErrorMessage(refusal, { serverWords: true })).toEqual({ key: 'auth.error.invalidParameter' });
  });

  it('an SMS send failure the catalogue cannot name shows the server’s message (spec §8), else the unknown error', () => {
    expect(apiErrorMessage(server(ERROR_MESSAGE_KEYS.unknown, 'Number barred'), { serverWords: true })).toEqual({ text: 'Number barred' });
    expect(apiErrorMessage(server(ERROR_MESSAGE_KEYS.unknown), { serverWords: true })).toEqual({ key: ERROR_MESSAGE_KEYS.unknown });
  });

  it('an SMS send to a number no account has shows the server’s message, else says so of the mobile number, never of a username or e-mail', () => {
    const unknownNumber = {
      ...server(ERROR_MESSAGE_KEYS.userOrEmailNotFound, 'No account has this mobile number'),
      code: ERROR_CODES.userNotFound,
    };
    expect(apiErrorMessage(unknownNumber, { serverWords: true })).toEqual({ text: 'No account has this mobile number' });
    expect(apiErrorMessage({ ...unknownNumber, message: undefined }, { serverWords: true })).toEqual({ key: 'auth.sms.mobileNotFound' });
    // Elsewhere (a reset by username and e-mail) the catalogue's words are the right ones.
    expect(apiErrorMessage(unknownNumber)).toEqual({ key: ERROR_MESSAGE_KEYS.userOrEmailNotFound });
  });

  it('a time-out or self-exclusion refusal says until when; one without an end reads as access restricted', () => {
    const until = Date.UTC(2026, 10, 25, 8, 30);
    const refusal = { ...server(ERROR_MESSAGE_KEYS.accessRestricted), code: ERROR_CODES.selfExcluded };
    expect(apiErrorMessage({ ...refusal, data: { kind: 'TIMEOUT', until } })).toEqual({
      key: 'member.rg.excludedUntil',
      values: { until: expect.stringMatching(/^2026-11-2[45] \d{2}:\d{2}:00$/) },
    });
    expect(apiErrorMessage(refusal)).toEqual({ key: ERROR_MESSAGE_KEYS.accessRestricted });
  });

  // docs/decisions.md: dates keep the spec's pattern and stay Gregorian in every language.
  it.each<[LanguageCode, RegExp]>([
    ['TH', /2569|๒๕๖๙/],
    ['FA', /1405|۱۴۰۵/],
  ])('the end of an exclusion is a Gregorian date in %s, not its own calendar’s year', async (language, ownCalendarYear) => {
    const until = Date.UTC(2026, 10, 25, 8, 30);
    const refusal = { ...server(ERROR_MESSAGE_KEYS.accessRestricted), code: ERROR_CODES.selfExcluded, data: { kind: 'TIMEOUT', until } };
    const message = apiErrorMessage(refusal) as Exclude<ShownMessage, { text: string }>;
    const intl = createIntl({ locale: LOCALE_BY_LANGUAGE[language], messages: await loadCatalog(language) });
    const text = intl.formatMessage({ id: message.key }, message.values);
    expect(text).toMatch(/2026-11-2[45] \d{2}:\d{2}:00/);
    expect(text).not.toMatch(ownCalendarYear);
  });
});
