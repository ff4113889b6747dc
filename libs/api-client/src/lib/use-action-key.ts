import { ERROR_CODES, ERROR_MESSAGE_KEYS, isApiError } from './errors';
import { playerRecords } from './persisted-cache';
import { randomId } from './random-id';

/**
 * Whether the server answered (applied or refused): then the next attempt is a new action. A lost
 * answer (network, a cut-off body, a 5xx) leaves it unknown whether the money moved, so the retry
 * must carry the same key and the server applies it at most once. A refused payment password is no
 * answer about the action: the password is checked before the key, so an earlier attempt whose answer
 * was lost may still have moved the money, and the retyped password must go under the same key. Nor is an unknown
 * failure (`system.error`, a code the catalogue does not know), even at HTTP 200: it does not say the money did not move.
 */
function wasAnswered(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'server' &&
    (error.status ?? 200) < 500 &&
    error.code !== ERROR_CODES.wrongPassword &&
    error.messageKey !== ERROR_MESSAGE_KEYS.unknown
  );
}

type Unsettled = Record<string, { input?: unknown; key?: unknown } | undefined>;

/**
 * The key of each kind of action sent whose answer never came, with the input it was sent with. Kept beyond the form
 * that sent it: a form closed and opened again, or a page left and come back to, that sends the same input again is
 * the same action. Another input is another action: the unanswered one's key goes, so an old key can never carry a
 * new intent and have the server replay an old outcome for it.
 * Kept in the tab's storage too, as a record of the player's (it goes when the session ends): a reload after a lost
 * answer, the player's first thought, would otherwise send the same withdrawal again under a new key. Memory is what
 * is read, so a browser that refuses storage keeps them until a reload, as before.
 */
const RECORD = 'unsettledActions';
let unsettled: Unsettled | undefined;

/** Read from the tab's storage once, at the first use after a load; anything but an object there is no key. */
function allUnsettled(): Unsettled {
  if (!unsettled) {
    const stored = playerRecords.read(RECORD);
    unsettled = stored && typeof stored === 'object' ? (stored as Unsettled) : {};
  }
  return unsettled;
}

function setUnsettled(action: string, entry?: { input: string; key: string }) {
  const all = allUnsettled();
  all[action] = entry;
  playerRecords.write(RECORD, all);
}

/** The session's end: the next player in the tab starts with no key of the last one's. */
export function forgetUnsettledActions(): void {
  unsettled = {};
  playerRecords.remove(RECORD);
}

/**
 * The idempotency key of one player action (CONTRACT: `Idempotency-Key`): made at the first
 * attempt, kept across retries of the same input (also from a form opened anew), dropped once the
 * server has answered or the input changes.
 * @param action names the kind of action, and the item it is about where a page holds several (a reward's redemption)
 */
export function useActionKey(action: string, input: unknown) {
  const signature = JSON.stringify(input);
  // The key this render's attempt went with: its answer ends that key only.
  let sent: string | undefined;
  return {
    key(): string {
      const kept = allUnsettled()[action];
      if (kept?.input === signature && typeof kept.key === 'string') return (sent = kept.key);
      sent = randomId();
      setUnsettled(action, { input: signature, key: sent });
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
