import { useRef } from 'react';
import { ERROR_CODES, isApiError } from './errors';
import { randomId } from './random-id';

/**
 * Whether the server answered (applied or refused): then the next attempt is a new action. A lost
 * answer (network, a cut-off body, a 5xx) leaves it unknown whether the money moved, so the retry
 * must carry the same key and the server applies it at most once. A refused payment password is no
 * answer about the action: the password is checked before the key, so an earlier attempt whose answer
 * was lost may still have moved the money, and the retyped password must go under the same key.
 */
function wasAnswered(error: unknown): boolean {
  return isApiError(error) && error.kind === 'server' && (error.status ?? 200) < 500 && error.code !== ERROR_CODES.wrongPassword;
}

/**
 * Keys of actions sent whose answer never came, by action and input. Kept beyond the form that sent them: a form
 * closed and opened again, or a page left and come back to, that sends the same input again is the same action.
 */
const unsettled = new Map<string, string>();

/**
 * The idempotency key of one player action (CONTRACT: `Idempotency-Key`): made at the first
 * attempt, kept across retries of the same input (also from a form opened anew), dropped once the
 * server has answered. Another input is another action, with its own key.
 * @param action names the kind of action, so two kinds with the same input never share a key
 */
export function useActionKey(action: string, input: unknown) {
  const signature = `${action} ${JSON.stringify(input)}`;
  const sent = useRef<string | null>(null);
  return {
    key(): string {
      const key = unsettled.get(signature) ?? randomId();
      unsettled.set(signature, key);
      sent.current = signature;
      return key;
    },
    settle(error?: unknown) {
      if (sent.current !== null && (!error || wasAnswered(error))) unsettled.delete(sent.current);
    },
  };
}
