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
 * The idempotency key of one player action (CONTRACT: `Idempotency-Key`): made at the first
 * attempt, kept across retries of the same input, dropped once the server has answered or the
 * input changes.
 */
export function useActionKey(input: unknown) {
  const action = useRef<{ input: string; key: string } | null>(null);
  const signature = JSON.stringify(input);
  return {
    key(): string {
      if (action.current?.input !== signature) action.current = { input: signature, key: randomId() };
      return action.current.key;
    },
    settle(error?: unknown) {
      if (!error || wasAnswered(error)) action.current = null;
    },
  };
}
