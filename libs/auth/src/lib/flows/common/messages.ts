import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { ERROR_CODES, ERROR_MESSAGE_KEYS, isApiError, type ApiError } from '@wl/api-client';
import { CONFIRM_MISMATCH_MESSAGE, REQUIRED_MESSAGE, type FieldMessage } from '@wl/forms';

/** What a failed call shows: a catalog message, or the server's own words when we cannot name the failure. */
export type ShownMessage = FieldMessage | { text: string };

/**
 * Spec §8 for the account flows: a failure whose code the api-client knows reads as its
 * translated message; one it cannot name shows the server's message as sent (spec §8: SMS and
 * login failures show the server's message), and the unknown-error text only when there is none.
 */
export function apiErrorMessage(error: unknown): ShownMessage {
  if (!isApiError(error)) return { key: ERROR_MESSAGE_KEYS.unknown };
  const until = exclusionEnd(error);
  if (until !== undefined) return { key: EXCLUDED_UNTIL_MESSAGE_KEY, values: { until } };
  if (error.messageKey === ERROR_MESSAGE_KEYS.unknown && error.kind === 'server' && error.message) return { text: error.message };
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

/** Spec §5: a confirmation must be given and equal the password. */
export function confirmationMessage(password: string, confirmation: string): FieldMessage | null {
  if (!confirmation) return REQUIRED_MESSAGE;
  return confirmation === password ? null : CONFIRM_MISMATCH_MESSAGE;
}
