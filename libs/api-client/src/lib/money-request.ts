import { callRequest, type WpsRequest } from './base-query';
import type { CallSpec } from './calls/call-spec';
import { IDEMPOTENCY_HEADER } from './constants';

/** A money action's arguments (a transfer, a withdrawal, a points redemption…): the call's own plus the key the player's action was given once. */
export type Money<T> = T & { idempotencyKey: string };

/** The key goes in a header, never the body, so every attempt of one action sends the same request. */
export function moneyRequest(call: CallSpec, { idempotencyKey, ...args }: Money<object>): WpsRequest {
  return callRequest(call, args, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}
