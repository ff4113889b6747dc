/** Wire error codes (docs/api-contract.md, and the ones this contract adds: docs/decisions.md). */
export const SESSION_EXPIRED_CODE = 'login.not.session';
export const ERROR_CODES = {
  sessionExpired: SESSION_EXPIRED_CODE,
  functionNotAvailable: 'function.not.available',
  domainNotAvailable: 'domain_not_available',
  selfExcluded: 'login_blocked_by_self_exclusion',
  bodyRequired: 'request_body_required',
  invalidParameter: 'invalid.parameter',
  needTrueAccount: 'in_need_true_account',
  invitationCode: 'invitation_code_error',
  wrongCredentials: 'login.failed',
  wrongPassword: 'password.incorrect',
  captchaInvalid: 'captcha.invalid',
  codeInvalid: 'verification.code.invalid',
  codeExpired: 'verification.code.expired',
  codeMissing: 'verification.code.required',
  mobileInvalid: 'mobile.format.invalid',
  tooManyRequests: 'too.many.requests',
  insufficient: 'quota.insufficient',
  userNotFound: 'user.not.found',
  confirmMismatch: 'password.confirm.mismatch',
  agentOnly: 'agent.only',
  usernameTaken: 'register.username.taken',
  decryptionFailed: 'decryption.failed',
  systemError: 'system.error',
  notFound: 'not_found',
} as const;

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
  needTrueAccount: 'error.needTrueAccount',
  invitationCode: 'error.invitationCode',
  wrongCredentials: 'error.wrongCredentials',
  invalidCaptcha: 'error.invalidCaptcha',
  invalidVerificationCode: 'error.invalidVerificationCode',
  codeExpired: 'error.codeExpired',
  codeMissing: 'error.codeMissing',
  invalidPhoneFormat: 'error.invalidPhoneFormat',
  tooManyRequests: 'error.tooManyRequests',
  quotaNotSufficient: 'error.quotaNotSufficient',
  userOrEmailNotFound: 'error.userOrEmailNotFound',
  confirmPasswordIncorrect: 'error.confirmPasswordIncorrect',
} as const;

export type ErrorMessageKey = (typeof ERROR_MESSAGE_KEYS)[keyof typeof ERROR_MESSAGE_KEYS];

const KEY_BY_CODE: Record<string, ErrorMessageKey> = {
  [ERROR_CODES.sessionExpired]: ERROR_MESSAGE_KEYS.notLoggedIn,
  [ERROR_CODES.functionNotAvailable]: ERROR_MESSAGE_KEYS.functionNotEnabled,
  [ERROR_CODES.domainNotAvailable]: ERROR_MESSAGE_KEYS.accessRestricted,
  [ERROR_CODES.selfExcluded]: ERROR_MESSAGE_KEYS.accessRestricted,
  [ERROR_CODES.agentOnly]: ERROR_MESSAGE_KEYS.accessRestricted,
  [ERROR_CODES.needTrueAccount]: ERROR_MESSAGE_KEYS.needTrueAccount,
  [ERROR_CODES.invitationCode]: ERROR_MESSAGE_KEYS.invitationCode,
  [ERROR_CODES.wrongCredentials]: ERROR_MESSAGE_KEYS.wrongCredentials,
  [ERROR_CODES.wrongPassword]: ERROR_MESSAGE_KEYS.wrongCredentials,
  [ERROR_CODES.captchaInvalid]: ERROR_MESSAGE_KEYS.invalidCaptcha,
  [ERROR_CODES.codeInvalid]: ERROR_MESSAGE_KEYS.invalidVerificationCode,
  [ERROR_CODES.codeExpired]: ERROR_MESSAGE_KEYS.codeExpired,
  [ERROR_CODES.codeMissing]: ERROR_MESSAGE_KEYS.codeMissing,
  [ERROR_CODES.mobileInvalid]: ERROR_MESSAGE_KEYS.invalidPhoneFormat,
  [ERROR_CODES.tooManyRequests]: ERROR_MESSAGE_KEYS.tooManyRequests,
  [ERROR_CODES.insufficient]: ERROR_MESSAGE_KEYS.quotaNotSufficient,
  [ERROR_CODES.userNotFound]: ERROR_MESSAGE_KEYS.userOrEmailNotFound,
  [ERROR_CODES.confirmMismatch]: ERROR_MESSAGE_KEYS.confirmPasswordIncorrect,
};

/** A failed call, typed: the UI shows `messageKey` (translated) and may show the server's `message`. */
export interface ApiError {
  kind: 'server' | 'network' | 'malformed';
  status?: number;
  code?: string;
  message?: string;
  messageKey: ErrorMessageKey;
  /** The envelope's `value` of a failed call, when it carries details (e.g. a login's captcha flag). */
  data?: unknown;
}

export function serverError(code: string | undefined, message: string | undefined, status: number, data?: unknown): ApiError {
  const error: ApiError = { kind: 'server', status, code, message, messageKey: (code && KEY_BY_CODE[code]) || ERROR_MESSAGE_KEYS.unknown };
  if (data !== undefined && data !== null) error.data = data;
  return error;
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

/** The catalogued message (spec §8) for whatever a call failed with. */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  return isApiError(error) ? error.messageKey : ERROR_MESSAGE_KEYS.unknown;
}
