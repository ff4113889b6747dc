/**
 * A password as the site sends it, logging in (spec §5 trims it) and setting one (registration, a
 * change, a reset) alike: what the player typed without the spaces around it. One function for
 * both, so a password set with a space at either end, which a rule of `*` lets through, is the one
 * login sends.
 */
export function passwordAsSent(typed: string): string {
  return typed.trim();
}
