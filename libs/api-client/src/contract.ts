/**
 * The API contract as zod schemas: request and response of every call of spec §7, keyed like
 * `CALLS`. For the sandbox, tests and build tools only: full zod must never reach the browser
 * (the client uses the types inferred from these, which compile away).
 */
import { contract as agent } from './lib/contract/agent';
import { contract as auth } from './lib/contract/auth';
import { contract as games } from './lib/contract/games';
import { contract as lottery } from './lib/contract/lottery';
import { contract as member } from './lib/contract/member';
import { contract as points } from './lib/contract/points';
import { contract as promotions } from './lib/contract/promotions';
import { contract as system } from './lib/contract/system';
import { contract as wallet } from './lib/contract/wallet';
import type { CallContract } from './lib/contract/shared';
import type { CALLS } from './lib/calls';

export const CONTRACT = { auth, member, wallet, games, lottery, promotions, points, agent, system } satisfies {
  [D in keyof typeof CALLS]: Record<keyof (typeof CALLS)[D], CallContract>;
};

export { CALLS, type CallSpec, type Domain } from './lib/calls';
export type { CallContract } from './lib/contract/shared';
export { CONTRACT_KINDS } from './lib/contract/agent';
export { REGISTER_FIELDS } from './lib/contract/system';
export * as promotionsSchemas from './lib/contract/promotions';
