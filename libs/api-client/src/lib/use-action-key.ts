import { ERROR_CODES, ERROR_MESSAGE_KEYS, isApiError } from './errors';
import { randomId } from './random-id';
import { unsettled, UNSETTLED_STORAGE_ITEM, type UnsettledAction } from './unsettled-actions';

/**
 * Refusals the server gives before it reads an action's key: the session (an expired one's 401), the rate limit of
 * the payment password (429) and the password itself. They say nothing of an earlier attempt.
 */
const REFUSED_BEFORE_THE_KEY: readonly string[] = [ERROR_CODES.wrongPassword, ERROR_CODES.sessionExpired, ERROR_CODES.tooManyRequests];

/**
 * Whether the server answered (applied or refused): then the next attempt is a new action. A lost
 * answer (network, a cut-off body, a 5xx) leaves it unknown whether the money moved, so the retry
 * must carry the same key and the server applies it at most once. A refusal given before the key is read
 * (`REFUSED_BEFORE_THE_KEY`, any 401) is no answer about the action: an earlier attempt whose answer was lost may
 * still have moved the money, so the attempt after the password retyped, or the login, goes under the same key.
 * Nor is an unknown failure (`system.error`, a code the catalogue does not know), even at HTTP 200: it does not say
 * the money did not move.
 */
function wasAnswered(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'server' &&
    (error.status ?? 200) < 500 &&
    error.status !== 401 &&
    !REFUSED_BEFORE_THE_KEY.includes(error.code ?? '') &&
    error.messageKey !== ERROR_MESSAGE_KEYS.unknown
  );
}

/**
 * The key of each kind of action sent whose answer never came, with the input it was sent with. Kept beyond the form
 * that sent it: a form closed and opened again, or a page left and come back to, that sends the same input again is
 * the same action. Another input is another action: the unanswered one's key goes, so an old key can never carry a
 * new intent and have the server replay an old outcome for it.
 * Kept in the tab's storage too (`UNSETTLED_STORAGE_ITEM`): a reload after a lost answer, the player's first thought,
 * would otherwise send the same withdrawal again under a new key. Memory is what is read, so a browser that refuses
 * storage keeps them until a reload, as before.
 */
function allUnsettled(): Record<string, UnsettledAction | undefined> {
  if (!unsettled.actions) {
    let stored: unknown;
    try {
      stored = JSON.parse(sessionStorage.getItem(UNSETTLED_STORAGE_ITEM) ?? '{}');
    } catch {
      // Refused, or not JSON: no key kept.
    }
    unsettled.actions = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, UnsettledAction>) : {};
  }
  return unsettled.actions;
}

function setUnsettled(action: string, entry?: { input: string; key: string; at: number }) {
  const all = allUnsettled();
  all[action] = entry;
  try {
    sessionStorage.setItem(UNSETTLED_STORAGE_ITEM, JSON.stringify(all));
  } catch {
    // Full or refused: memory holds it until a reload.
  }
}

/**
 * How long an unanswered key is kept for the same input: a retry after a lost answer comes within minutes (a reload, a
 * form opened again); the same input an hour on is taken as a new action, not one the server should replay (a tab
 * duplicated with the key, whose twin's retry was since answered, would otherwise be told the old outcome).
 */
export const UNSETTLED_KEY_LIFETIME_MS = 60 * 60 * 1000;

/**
 * A 53-bit digest of an action's input (cyrb53), which is what is kept and compared: the tab's storage does not
 * hold the input itself (a bank account's number and payee). Two inputs with one digest would only have the
 * server refuse the second, whose key it knows with other input.
 */
function digest(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The idempotency key of one player action (CONTRACT: `Idempotency-Key`): made at the first
 * attempt, kept across retries of the same input (also from a form opened anew), dropped once the
 * server has answered or the input changes.
 * @param action names the kind of action, and the item it is about where a page holds several (a reward's redemption)
 */
export function useActionKey(action: string, input: unknown) {
  // The key this render's attempt went with: its answer ends that key only.
  let sent: string | undefined;
  return {
    key(): string {
      // Digested at a send, not at each render (a form renders at every key typed).
      const signature = digest(JSON.stringify(input) ?? '');
      const kept = allUnsettled()[action];
      if (kept?.input === signature && typeof kept.key === 'string' && Date.now() - Number(kept.at) < UNSETTLED_KEY_LIFETIME_MS)
        return (sent = kept.key);
      sent = randomId();
      setUnsettled(action, { input: signature, key: sent, at: Date.now() });
      return sent;
    },
    /**
     * Ends the kind's key once answered, but not a newer one: a late answer to an earlier input, or to the previous
     * player's attempt, must not drop a key still unanswered. A render that sent nothing ends the kind's key
     * (one answer ending two kinds, as the wallet's transfer and all back to main).
     */
    settle(error?: unknown) {
      if ((!error || wasAnswered(error)) && (!sent || allUnsettled()[action]?.key === sent)) setUnsettled(action);
    },
  };
}
