import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { ERROR_CODES, ERROR_MESSAGE_KEYS, isApiError, type ApiError } from '@wl/api-client';
import { type FieldMessage } from '@wl/forms';
import { formatDateTime } from '@wl/i18n';

/** What a failed call shows: a catalog message, or the server's own words when we cannot name the failure. */
export type ShownMessage = FieldMessage | { text: string };

/** A refusal of what was sent (`invalid.parameter`: a value the server's own checks reject), which the catalogue does not name. */
export const INVALID_PARAMETER_MESSAGE: FieldMessage = { key: 'auth.error.invalidParameter' };

/** An SMS send to a number no account has, when the server gave no words of its own. */
export const MOBILE_NOT_FOUND_MESSAGE: FieldMessage = { key: 'auth.sms.mobileNotFound' };

/**
 * Spec §8 for the account flows: a failure reads as its translated message, in the player's language.
 * A refusal the catalogue cannot name reads as the unknown error; only an SMS send (`serverWords`)
 * shows the server's own message instead, as spec §8 says of SMS send failures. So does an SMS send to
 * an unknown number: the catalogue's `user.not.found` names a username or e-mail, which the player
 * never gave; without the server's words it reads as the mobile number's own message. And so does an SMS send
 * refused as too many: the catalogue's wait is the payment password's 5 minutes, the server's own says how long.
 * `byMobile`: the player gave a mobile number (an SMS send, or an SMS login), so `user.not.found` is the number's.
 */
export function apiErrorMessage(
  error: unknown,
  { serverWords = false, byMobile = serverWords }: { serverWords?: boolean; byMobile?: boolean } = {},
): ShownMessage {
  if (!isApiError(error)) return { key: ERROR_MESSAGE_KEYS.unknown };
  const until = exclusionEnd(error);
  // In the site's date pattern, Gregorian in every language (an ICU date wrote a Buddhist-era year in Thai, a Persian one in FA).
  if (until !== undefined) return { key: EXCLUDED_UNTIL_MESSAGE_KEY, values: { until: formatDateTime(until) } };
  if (error.code === ERROR_CODES.invalidParameter) return INVALID_PARAMETER_MESSAGE;
  const unnamed = error.messageKey === ERROR_MESSAGE_KEYS.unknown;
  const mobileUnknown = error.code === ERROR_CODES.userNotFound;
  const tooMany = error.code === ERROR_CODES.tooManyRequests;
  if (serverWords && (unnamed || mobileUnknown || tooMany) && error.kind === 'server' && error.message) return { text: error.message };
  if (byMobile && mobileUnknown) return MOBILE_NOT_FOUND_MESSAGE;
  return { key: error.messageKey };
}

/** A time-out or self-exclusion refusal carries its end (epoch ms): the access-restricted message then says until when. */
const EXCLUDED_UNTIL_MESSAGE_KEY = 'member.rg.excludedUntil';

function exclusionEnd(error: ApiError): number | undefined {
  if (error.code !== ERROR_CODES.selfExcluded || typeof error.data !== 'object' || error.data === null) return undefined;
  const until = (error.data as { until?: unknown }).until;
  return typeof until === 'number' ? until : undefined;
}

/** Turns a shown message into text in the reader's language. */
export function useMessageText(): (message: ShownMessage) => string {
  const intl = useIntl();
  return useCallback(
    (message: ShownMessage) => ('text' in message ? message.text : intl.formatMessage({ id: message.key }, message.values)),
    [intl],
  );
}
