import type { MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '@wl/api-client';
import type { SandboxEnv } from './app';

/** Faults the sandbox can play on API calls, per process (`PUT /__sandbox/faults`) or per request (headers). */
export interface Faults {
  /** Added before every answer. */
  latencyMs: number;
  /** Path → share of calls (0…1) that fail with HTTP 500 and `system.error`. */
  failureRates: Record<string, number>;
  /** Paths whose answers are cut off mid-JSON. */
  malformedPaths: string[];
  /** Paths whose calls are applied and then answered with a network error: the lost answer a retry must survive. */
  dropResponsePaths: string[];
}

export const NO_FAULTS: Faults = { latencyMs: 0, failureRates: {}, malformedPaths: [], dropResponsePaths: [] };

/** Per-request fault headers: they apply to the request that carries them only. */
export const FAULT_HEADERS = {
  latency: 'x-sandbox-latency',
  failureRate: 'x-sandbox-failure-rate',
  malformed: 'x-sandbox-malformed',
  /** `expired`: the session of this request is treated as gone (`login.not.session`). */
  session: 'x-sandbox-session',
  /** Any value: the call is applied, then its answer is lost. */
  dropResponse: 'x-sandbox-drop-response',
  /** Any value: the call succeeds with a `value` its response schema rejects (a server that lies). */
  badShape: 'x-sandbox-bad-shape',
} as const;

/** Wrong values a bad-shape answer picks from, each of another type than most answers: a string, a number, a list, an object. */
const BAD_SHAPES: unknown[] = ['bad-shape', -1, ['bad-shape'], { unexpected: 'bad-shape' }];

/** The first wrong value the call's response schema rejects (a schema that takes anything gets the first). */
export function badShapeFor(schema: { safeParse(value: unknown): { success: boolean } }): unknown {
  return BAD_SHAPES.find((value) => !schema.safeParse(value).success) ?? BAD_SHAPES[0];
}

/** Set on an answer the app's fetch must turn into a network error (see app.ts). */
export const DROPPED_MARK = 'x-sandbox-dropped';

export const MAX_LATENCY_MS = 30_000;

export function parseFaults(input: unknown): Faults | string {
  const value = (input ?? {}) as Partial<Faults>;
  const latencyMs = value.latencyMs ?? 0;
  if (typeof latencyMs !== 'number' || latencyMs < 0 || latencyMs > MAX_LATENCY_MS) return `latencyMs must be 0…${MAX_LATENCY_MS}`;
  const failureRates = value.failureRates ?? {};
  for (const [path, rate] of Object.entries(failureRates))
    if (typeof rate !== 'number' || rate < 0 || rate > 1) return `failure rate of ${path} must be 0…1`;
  const malformedPaths = value.malformedPaths ?? [];
  if (!Array.isArray(malformedPaths) || malformedPaths.some((path) => typeof path !== 'string'))
    return 'malformedPaths must be a list of paths';
  const dropResponsePaths = value.dropResponsePaths ?? [];
  if (!Array.isArray(dropResponsePaths) || dropResponsePaths.some((path) => typeof path !== 'string'))
    return 'dropResponsePaths must be a list of paths';
  return { latencyMs, failureRates, malformedPaths, dropResponsePaths };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Plays the configured faults on API calls (never on the sandbox's own admin routes). */
export const faultMiddleware: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  if (c.req.path.startsWith('/__sandbox/')) return next();
  const { faults, random } = c.var.state;
  const latency = Number(c.req.header(FAULT_HEADERS.latency) ?? faults.latencyMs);
  if (latency > 0) await sleep(Math.min(latency, MAX_LATENCY_MS));
  const rate = Number(c.req.header(FAULT_HEADERS.failureRate) ?? faults.failureRates[c.req.path] ?? 0);
  if (rate > 0 && random() < rate) {
    return c.json({ success: false, value: null, errorCode: ERROR_CODES.systemError, message: `Sandbox fault on ${c.req.path}` }, 500);
  }
  if (c.req.header(FAULT_HEADERS.malformed) || faults.malformedPaths.includes(c.req.path)) {
    return c.body('{"success": true, "value": {"trunc', 200, { 'content-type': 'application/json' });
  }
  await next();
  if (c.req.header(FAULT_HEADERS.dropResponse) || faults.dropResponsePaths.includes(c.req.path)) c.header(DROPPED_MARK, '1');
};
