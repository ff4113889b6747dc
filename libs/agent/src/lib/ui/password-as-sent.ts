/**
 * A password as the site sends it (docs/decisions.md, "A password is set trimmed"): what was typed without the spaces
 * around it, since login trims it (spec §5). Under a rule of `*` a password set with a space at either end could
 * otherwise never log in. The same rule as `@wl/auth`'s `passwordAsSent`, which a feature library may not import: both
 * belong in `@wl/forms`.
 */
export function passwordAsSent(typed: string): string {
  return typed.trim();
}
