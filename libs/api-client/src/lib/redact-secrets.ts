/** What stands in for a secret where one must not be seen (the devtools in development). */
export const REDACTED = '[redacted]';
/**
 * Fields that hold a secret: every password and payment password of the contract, and every token (the session's, in
 * the login's answer and `sessionStarted`; a social login's `firebaseIdToken`), which would let a reader act as the player.
 */
const SECRET_FIELD = /(password|token)$/i;

function holdsSecret(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsSecret);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, field]) => (SECRET_FIELD.test(key) && field !== undefined) || holdsSecret(field));
}

/**
 * A copy of `value` with every secret field replaced by `REDACTED`; the value itself when it holds
 * none. The devtools' action sanitizer in development: RTK Query (2.x) keeps no mutation's
 * arguments in the state, but every action of a call carries them in `meta.arg.originalArgs`, and
 * the devtools record actions.
 */
export function redactSecrets<T>(value: T): T {
  if (!holdsSecret(value)) return value;
  if (Array.isArray(value)) return value.map(redactSecrets) as T;
  return Object.fromEntries(
    Object.entries(value as object).map(([key, field]) => [
      key,
      SECRET_FIELD.test(key) && field !== undefined ? REDACTED : redactSecrets(field),
    ]),
  ) as T;
}
