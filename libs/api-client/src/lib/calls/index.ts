/**
 * Every call of spec §7, once: method, path, whether it carries the session token, whether its payload is
 * encrypted (docs/api-contract.md) and the shape of its answer. The endpoints, the zod contract and the sandbox all
 * read these, so a path is written in one place. Paths the spec does not show are ours and listed in
 * docs/decisions.md ("API contract"). One file per domain, so the site's start carries only the tables of the
 * domains it calls; this whole table is for the contract, the sandbox and tests.
 */
import { AGENT_CALLS } from './agent';
import { AUTH_CALLS } from './auth';
import { GAMES_CALLS } from './games';
import { LOTTERY_CALLS } from './lottery';
import { MEMBER_CALLS } from './member';
import { POINTS_CALLS } from './points';
import { PROMOTIONS_CALLS } from './promotions';
import { SYSTEM_CALLS } from './system';
import { WALLET_CALLS } from './wallet';

export type { CallSpec, HttpMethod, ResponseShape } from './call-spec';

export const CALLS = {
  auth: AUTH_CALLS,
  member: MEMBER_CALLS,
  wallet: WALLET_CALLS,
  games: GAMES_CALLS,
  lottery: LOTTERY_CALLS,
  promotions: PROMOTIONS_CALLS,
  points: POINTS_CALLS,
  agent: AGENT_CALLS,
  system: SYSTEM_CALLS,
} as const;

export type Domain = keyof typeof CALLS;
