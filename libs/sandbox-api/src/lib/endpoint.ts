import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { ERROR_CODES, isAgentType, isTrialType } from '@wl/api-client';
import { CALLS, CONTRACT, type CallContract, type CallSpec, type Domain } from '@wl/api-client/contract';
import { decryptPayload } from '@wl/api-client/server';
import type { SandboxEnv } from './app';
import { fail } from './envelope';
import { badShapeFor, FAULT_HEADERS } from './faults';
import { moduleOffFor } from './modules';
import { MERCHANT_KEYS } from './seed/keys';
import type { Account, SandboxState, Session } from './state';

type Contract = typeof CONTRACT;
/** What a call of the contract takes, after validation. */
export type Input<D extends Domain, K extends keyof Contract[D]> = Contract[D][K] extends { request: infer R extends z.ZodType }
  ? z.infer<R>
  : never;

export interface Caller {
  c: Context<SandboxEnv>;
  state: SandboxState;
  session?: Session;
  account?: Account;
}
/** A caller of a call that needs a session. */
export type SignedIn = Caller & { session: Session; account: Account };

interface Options {
  /** Spec §6: trial accounts are refused (`in_need_true_account`). */
  realAccount?: boolean;
  /** Only agents (customer types 1, 2, 41, 42); a trial account is refused as by `realAccount`. */
  agentOnly?: boolean;
  /** Two calls share a path (game and lottery launch): this one answers only when the raw input matches. */
  when?: (raw: Record<string, unknown>) => boolean;
}

const lowerCaseHeaders = (c: Context) => Object.fromEntries([...c.req.raw.headers].map(([name, value]) => [name.toLowerCase(), value]));

async function rawInput(c: Context<SandboxEnv>, call: CallSpec): Promise<{ input: Record<string, unknown> } | { error: Response }> {
  if (call.method === 'GET') return { input: c.req.query() };
  const text = await c.req.text();
  if (call.form) return { input: Object.fromEntries(new URLSearchParams(text)) };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { error: fail(c, ERROR_CODES.bodyRequired, text.trim() ? 'The body is not JSON' : 'The body is empty', 400) };
  }
  // docs/api-contract.md: POST, PUT and DELETE send a JSON body (`{}` without arguments, as the api-client does).
  if (body === null) return { error: fail(c, ERROR_CODES.bodyRequired, 'The body is null', 400) };
  if (!call.encrypted) return { input: body as Record<string, unknown> };
  try {
    return { input: (await decryptPayload({ body, headers: lowerCaseHeaders(c) }, MERCHANT_KEYS)) as Record<string, unknown> };
  } catch (cause) {
    return { error: fail(c, ERROR_CODES.decryptionFailed, `This call must be encrypted with the merchant key: ${String(cause)}`, 400) };
  }
}

/** The session of a request, unless the per-request fault header says it is gone. */
export function sessionOf(c: Context<SandboxEnv>): Session | undefined {
  if (c.req.header(FAULT_HEADERS.session) === 'expired') return undefined;
  const token = c.req.header('authorization');
  return token ? c.var.state.sessions.get(token) : undefined;
}

/**
 * Serves one call of the contract: its method and path from `CALLS`, the session check it
 * declares, decryption of encrypted payloads, and validation by its request schema, so a
 * handler only sees input the contract allows.
 */
export function endpoint<D extends Domain, K extends keyof Contract[D] & keyof (typeof CALLS)[D] & string>(
  routes: Hono<SandboxEnv>,
  domain: D,
  name: K,
  handler: (
    input: Input<D, K>,
    caller: (typeof CALLS)[D][K] extends { token: 'required' } ? SignedIn : Caller,
  ) => Response | Promise<Response>,
  options: Options = {},
) {
  const call = CALLS[domain][name] as CallSpec;
  const { request: schema, response } = CONTRACT[domain][name] as CallContract;
  routes.on(call.method, call.path, async (c, next) => {
    const { state } = c.var;
    const session = call.token ? sessionOf(c) : undefined;
    const account = session ? state.accountsById.get(session.accountId) : undefined;
    // A token it does not know is a session gone, also on a call open to guests: never answered as a guest.
    const needsSession = call.token === 'required' || (call.token === 'optional' && Boolean(c.req.header('authorization')));
    if (needsSession && !account) return fail(c, ERROR_CODES.sessionExpired, 'Please log in again', 401);
    if (c.req.header(FAULT_HEADERS.badShape)) return c.json({ success: true, value: badShapeFor(response) });

    const raw = await rawInput(c, call);
    if ('error' in raw) return raw.error;
    if (options.when && !options.when(raw.input)) return next();
    const parsed = schema.safeParse(raw.input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fail(c, ERROR_CODES.invalidParameter, `${issue?.path.join('.') || 'request'}: ${issue?.message}`, 400);
    }
    const off = moduleOffFor(state, `${domain}.${name}`, parsed.data as Record<string, unknown>);
    if (off) return fail(c, ERROR_CODES.functionNotAvailable, `The merchant has switched ${off} off`);
    // An agent-only call needs a real account too: a trial account hears that first (spec §8), not agent.only.
    if (account && (options.realAccount || options.agentOnly) && isTrialType(account.customerType))
      return fail(c, ERROR_CODES.needTrueAccount, 'A real account is needed', 403);
    if (options.agentOnly && !(account && isAgentType(account.customerType))) return fail(c, ERROR_CODES.agentOnly, 'Agents only', 403);
    return handler(parsed.data as Input<D, K>, { c, state, session, account } as SignedIn);
  });
}
