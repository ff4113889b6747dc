/** Wire error codes (CONTRACT.md). */
export const SESSION_EXPIRED_CODE = 'login.not.session';

/**
 * Spec §8 message keys, by what went wrong. Each key has a text in every catalog of `@wl/i18n`;
 * a server message is shown as it is where the spec says so (e.g. SMS send failures).
 */
export const ERROR_MESSAGE_KEYS = {
  network: 'error.networkAbnormal',
  unknown: 'error.unknown',
  notLoggedIn: 'error.notLoggedIn',
  functionNotEnabled: 'error.functionNotEnabled',
  accessRestricted: 'error.accessRestricted',
} as const;

export type ErrorMessageKey = (typeof ERROR_MESSAGE_KEYS)[keyof typeof ERROR_MESSAGE_KEYS];

const KEY_BY_CODE: Record<string, ErrorMessageKey> = {
  [SESSION_EXPIRED_CODE]: ERROR_MESSAGE_KEYS.notLoggedIn,
  'function.not.available': ERROR_MESSAGE_KEYS.functionNotEnabled,
  domain_not_available: ERROR_MESSAGE_KEYS.accessRestricted,
};

/** A failed call, typed: the UI shows `messageKey` (translated) and may show the server's `message`. */
export interface ApiError {
  kind: 'server' | 'network' | 'malformed';
  status?: number;
  code?: string;
  message?: string;
  messageKey: ErrorMessageKey;
}

export function serverError(code: string | undefined, message: string | undefined, status: number): ApiError {
  return { kind: 'server', status, code, message, messageKey: (code && KEY_BY_CODE[code]) || ERROR_MESSAGE_KEYS.unknown };
}

export function networkError(message: string): ApiError {
  return { kind: 'network', message, messageKey: ERROR_MESSAGE_KEYS.network };
}

export function malformedError(status: number, message: string): ApiError {
  return { kind: 'malformed', status, message, messageKey: ERROR_MESSAGE_KEYS.unknown };
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'messageKey' in value && 'kind' in value;
}
