/**
 * A password as it is set (registration, a change, a reset): what the player typed without the
 * spaces around it. Login trims what it is given (spec §5), so a password set with a space at
 * either end, which a rule of `*` lets through, could never be logged in with.
 */
export function chosenPassword(typed: string): string {
  return typed.trim();
}
