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
  /** Ours (spec §6): an account of the other side signing in — a non-member on the member site, a non-agent on the agent side. */
  nonMemberLogin: 'login.not.member',
  nonAgentLogin: 'login.not.agent',
  humanVerificationRequired: 'human.verification.required',
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
  // Spec §8 names the key (the trial warning's words, and the refusal's).
  needTrueAccount: 'auth.in_need_true_account',
  invitationCode: 'error.invitationCode',
  wrongCredentials: 'error.wrongCredentials',
  paymentPasswordIncorrect: 'error.paymentPasswordIncorrect',
  invalidCaptcha: 'error.invalidCaptcha',
  invalidVerificationCode: 'error.invalidVerificationCode',
  codeExpired: 'error.codeExpired',
  codeMissing: 'error.codeMissing',
  invalidPhoneFormat: 'error.invalidPhoneFormat',
  tooManyRequests: 'error.tooManyRequests',
  quotaNotSufficient: 'error.quotaNotSufficient',
  userOrEmailNotFound: 'error.userOrEmailNotFound',
  confirmPasswordIncorrect: 'error.confirmPasswordIncorrect',
  pageLoadedTooLong: 'errors.pageLoadedTooLong',
  invalidUrl: 'errors.invalidUrl',
  nonMember: 'errors.nonMemberCannotLogIn',
  nonAgent: 'errors.nonAgentCannotLogIn',
  completeVerification: 'auth.verification.completeFirst',
  loginPopupClosed: 'auth.social.popupClosed',
} as const;

export type ErrorMessageKey = (typeof ERROR_MESSAGE_KEYS)[keyof typeof ERROR_MESSAGE_KEYS];

/**
 * What the player can do about a failure (spec §8 leaves the actions open; ours, docs/errors.md):
 * try again (reload the failed part, or send the corrected form), log in (the login popup; a trial
 * account is told it needs a real one), contact customer service (nothing the player can fix),
 * or wait before trying again.
 */
export type ErrorAction = 'retry' | 'logIn' | 'contactSupport' | 'wait';

/** Spec §8 "too many requests, retry after 5 minutes". */
export const TOO_MANY_REQUESTS_WAIT_MINUTES = 5;

/** Failures that carry no server error code: the call did not get through, took too long, or its answer was unreadable. */
export const CLIENT_FAILURES = {
  network: 'network',
  timeout: 'timeout',
  malformed: 'malformed',
  /** A server failure without a code the catalogue knows (HTTP 5xx, a new code). */
  unknown: 'unknown',
  /** A link or page path the server sent that the site will not open (neither https nor its own). */
  invalidUrl: 'invalid-url',
  /** The player closed a social-login popup before it finished. */
  loginPopupClosed: 'login-popup-closed',
} as const;

export interface CatalogueEntry {
  messageKey: ErrorMessageKey;
  action: ErrorAction;
  /** For `wait`: how long, in minutes. */
  waitMinutes?: number;
}

const K = ERROR_MESSAGE_KEYS;
const entry = (messageKey: ErrorMessageKey, action: ErrorAction): CatalogueEntry => ({ messageKey, action });

/**
 * The spec §8 error catalogue, the one table every screen reads (docs/errors.md shows it): each
 * server error code and client failure, with its catalogued message and the player's action.
 */
export const ERROR_CATALOGUE = {
  [CLIENT_FAILURES.network]: entry(K.network, 'retry'),
  [CLIENT_FAILURES.timeout]: entry(K.pageLoadedTooLong, 'retry'),
  [CLIENT_FAILURES.malformed]: entry(K.unknown, 'retry'),
  [CLIENT_FAILURES.unknown]: entry(K.unknown, 'retry'),
  [CLIENT_FAILURES.invalidUrl]: entry(K.invalidUrl, 'contactSupport'),
  [CLIENT_FAILURES.loginPopupClosed]: entry(K.loginPopupClosed, 'retry'),
  [ERROR_CODES.sessionExpired]: entry(K.notLoggedIn, 'logIn'),
  [ERROR_CODES.needTrueAccount]: entry(K.needTrueAccount, 'logIn'),
  [ERROR_CODES.functionNotAvailable]: entry(K.functionNotEnabled, 'contactSupport'),
  [ERROR_CODES.domainNotAvailable]: entry(K.accessRestricted, 'contactSupport'),
  [ERROR_CODES.selfExcluded]: entry(K.accessRestricted, 'contactSupport'),
  [ERROR_CODES.agentOnly]: entry(K.accessRestricted, 'contactSupport'),
  [ERROR_CODES.nonMemberLogin]: entry(K.nonMember, 'contactSupport'),
  [ERROR_CODES.nonAgentLogin]: entry(K.nonAgent, 'contactSupport'),
  [ERROR_CODES.insufficient]: entry(K.quotaNotSufficient, 'contactSupport'),
  [ERROR_CODES.notFound]: entry(K.invalidUrl, 'contactSupport'),
  [ERROR_CODES.tooManyRequests]: { messageKey: K.tooManyRequests, action: 'wait', waitMinutes: TOO_MANY_REQUESTS_WAIT_MINUTES },
  [ERROR_CODES.invitationCode]: entry(K.invitationCode, 'retry'),
  [ERROR_CODES.wrongCredentials]: entry(K.wrongCredentials, 'retry'),
  [ERROR_CODES.wrongPassword]: entry(K.wrongCredentials, 'retry'),
  [ERROR_CODES.captchaInvalid]: entry(K.invalidCaptcha, 'retry'),
  [ERROR_CODES.codeInvalid]: entry(K.invalidVerificationCode, 'retry'),
  [ERROR_CODES.codeExpired]: entry(K.codeExpired, 'retry'),
  [ERROR_CODES.codeMissing]: entry(K.codeMissing, 'retry'),
  [ERROR_CODES.mobileInvalid]: entry(K.invalidPhoneFormat, 'retry'),
  [ERROR_CODES.userNotFound]: entry(K.userOrEmailNotFound, 'retry'),
  [ERROR_CODES.confirmMismatch]: entry(K.confirmPasswordIncorrect, 'retry'),
  [ERROR_CODES.humanVerificationRequired]: entry(K.completeVerification, 'retry'),
} as const satisfies Record<string, CatalogueEntry>;

/** The entry of a code or failure, if the catalogue has one (own keys only: a code named `constructor` is unknown). */
function catalogued(key: string | undefined): CatalogueEntry | undefined {
  return key !== undefined && Object.hasOwn(ERROR_CATALOGUE, key) ? (ERROR_CATALOGUE as Record<string, CatalogueEntry>)[key] : undefined;
}

/** A failed call, typed: the UI shows `messageKey` (translated) and may show the server's `message`. */
export interface ApiError {
  kind: 'server' | 'network' | 'timeout' | 'malformed' | typeof CLIENT_FAILURES.invalidUrl;
  status?: number;
  code?: string;
  message?: string;
  messageKey: ErrorMessageKey;
  /** The catalogue's action for it, carried with the failure so any screen can offer it (ui-kit reads it as is). */
  action?: ErrorAction;
  waitMinutes?: number;
  /** The envelope's `value` of a failed call, when it carries details (e.g. a login's captcha flag). */
  data?: unknown;
}

/**
 * `password.incorrect` of a call that carries the payment password (a withdrawal, a transfer, a redemption, its
 * change): the catalogue's wrong-credentials message would send the player to their login password.
 */
export const PAYMENT_PASSWORD_REFUSED: CatalogueEntry = entry(K.paymentPasswordIncorrect, 'retry');

export function serverError(
  code: string | undefined,
  message: string | undefined,
  status: number,
  data?: unknown,
  { paymentPassword = false }: { paymentPassword?: boolean } = {},
): ApiError {
  const known =
    (paymentPassword && code === ERROR_CODES.wrongPassword ? PAYMENT_PASSWORD_REFUSED : catalogued(code)) ??
    ERROR_CATALOGUE[CLIENT_FAILURES.unknown];
  const error: ApiError = { kind: 'server', status, code, message, ...known };
  if (data !== undefined && data !== null) error.data = data;
  return error;
}

export function networkError(message: string): ApiError {
  return { kind: 'network', message, ...ERROR_CATALOGUE[CLIENT_FAILURES.network] };
}

/** No answer within the client's time limit (the failover's wait per domain): spec §8 "page loaded too long". */
export function timeoutError(message: string): ApiError {
  return { kind: 'timeout', message, ...ERROR_CATALOGUE[CLIENT_FAILURES.timeout] };
}

/**
 * An address the server sent that the site may open or frame (a customer-service channel, a game, a lottery): an https
 * page or one of the site's own, else `invalid-url`. Not trusted blindly: no `javascript:`, `data:` or plain http, which
 * an https page cannot frame anyway (a blank frame with no error). Kept in this module, which the site's start and every
 * page already share: a module of its own would be a start chunk of its own.
 */
export function trustedPageUrl(path: string, origin: string): string | null {
  try {
    const url = new URL(path, origin);
    return url.origin === origin || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** An address the server sent that the site will not open or frame (neither https nor its own). */
export function invalidUrlError(message: string): ApiError {
  return { kind: CLIENT_FAILURES.invalidUrl, message, ...ERROR_CATALOGUE[CLIENT_FAILURES.invalidUrl] };
}

export function malformedError(status: number, message: string): ApiError {
  return { kind: 'malformed', status, message, ...ERROR_CATALOGUE[CLIENT_FAILURES.malformed] };
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'messageKey' in value && 'kind' in value;
}

/** The server refused a password the call carried (a payment password, or the current one a change checks). */
export function isPasswordRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.code === ERROR_CODES.wrongPassword;
}

/** The catalogued message (spec §8) for whatever a call failed with. */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  return isApiError(error) ? error.messageKey : ERROR_MESSAGE_KEYS.unknown;
}

/** A failure's catalogue entry: its message and what the player can do (spec §8, docs/errors.md). */
export function describeError(error: unknown): CatalogueEntry {
  if (!isApiError(error)) return ERROR_CATALOGUE[CLIENT_FAILURES.unknown];
  // The entry the error was made with first: `serverError` may pick another than its code's (a refused payment password).
  if (error.action) return error as CatalogueEntry;
  return (error.kind === 'server' ? catalogued(error.code) : ERROR_CATALOGUE[error.kind]) ?? ERROR_CATALOGUE[CLIENT_FAILURES.unknown];
}

/** What the player can do about a failure (spec §8). */
export function errorAction(error: unknown): ErrorAction {
  return describeError(error).action;
}

/**
 * The action part of a failure's entry, as an error state takes it: `<ErrorState message={…} {...errorActionProps(error)} />`.
 * A wait carries its failure, so a new failure asking for the same wait counts it from the start again.
 */
export function errorActionProps(error: unknown): { action: ErrorAction; waitMinutes?: number; error?: unknown } {
  const { action, waitMinutes } = describeError(error);
  return waitMinutes === undefined ? { action } : { action, waitMinutes, error };
}
