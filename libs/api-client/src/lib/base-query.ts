import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { AUTH_CALLS } from './calls/auth';
import type { CallSpec, ResponseShape } from './calls/call-spec';
import type { ApiClientConfig, WithApiClientConfig } from './config';
import { encryptPayload } from './cipher';
import { DEVICE, IDEMPOTENCY_HEADER } from './constants';
import { activeBase, canFailOver, DOMAIN_TIMEOUT_MS, fetchWithin, moveOn } from './domain-failover';
import {
  ERROR_CODES,
  isApiError,
  malformedError,
  networkError,
  serverError,
  SESSION_EXPIRED_CODE,
  timeoutError,
  type ApiError,
} from './errors';
import { clearPersistedApiCache, readPersisted, writePersisted, type PersistOption } from './persisted-cache';
import { fitsShape } from './response-shapes';

type Params = Record<string, string | number | boolean | undefined>;
/**
 * Values of the running site a call may need in its parameters (spec §3 hot games, game launch).
 * The session token is not one of them: it travels only in `Authorization`, never in a URL, where
 * it would reach server logs, history and Referer headers (docs/api-contract.md).
 */
export type ContextParam = 'merchantCode' | 'language';

export interface WpsRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Params;
  body?: unknown;
  /**
   * Sends the session token in `Authorization` (raw, no `Bearer`), as the spec marks per call (`token`). A `required`
   * call without a session is not sent: it fails as the server would answer it, not logged in.
   */
  auth?: CallSpec['token'];
  headers?: Record<string, string>;
  /** Encrypts the body with the brand's cipher scheme (docs/api-contract.md). */
  encrypt?: boolean;
  /** Sends the body form-encoded instead of JSON. */
  form?: boolean;
  /** Keeps the answer in session storage (see persisted-cache.ts). */
  persist?: PersistOption;
  /** The top level the answer must have (the call's `answer`). */
  answer?: ResponseShape;
  /** Adds these values of the running site to the parameters (GET) or the body. */
  context?: ContextParam[];
  /** Sends `Device` (docs/api-contract.md: login and register). */
  device?: boolean;
  /** The call's `paymentPassword` (its refusal reads as the payment password's). */
  paymentPassword?: boolean;
  /** The call's `hexText`: a bare hex body is the answer. */
  hexText?: boolean;
}

/** The request of one call of `CALLS`: GET relays carry their arguments in the query, the others in a body. */
export function callRequest(call: CallSpec, args: object = {}, extra: Partial<WpsRequest> = {}): WpsRequest {
  const inQuery = call.method === 'GET';
  return {
    url: call.path,
    method: call.method,
    auth: call.token,
    encrypt: call.encrypted,
    form: call.form,
    answer: call.answer,
    paymentPassword: call.paymentPassword,
    hexText: call.hexText,
    ...(inQuery ? { params: args as Params } : { body: args }),
    ...extra,
  };
}

/** A money action's arguments (a transfer, a withdrawal, a reward claim…): the call's own plus the key the player's action was given once. */
export type Money<T> = T & { idempotencyKey: string };

/**
 * The key goes in a header, never the body, so every attempt of one action sends the same request.
 * Beside `callRequest`, not in a module of its own: the start's announcements module claims rewards
 * too, and a module shared with the wallet's pages would be a start chunk of its own.
 */
export function moneyRequest(call: CallSpec, { idempotencyKey, ...args }: Money<object>): WpsRequest {
  return callRequest(call, args, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

interface Envelope {
  success: boolean;
  value: unknown;
  message?: string;
  errorCode?: string;
}

/** A bare hex answer (`CallSpec.hexText`), as a server may end it with a line break. */
const HEX_TEXT = /^\s*[0-9a-f]+\s*$/i;

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).success === 'boolean';
}

export function buildUrl(baseUrl: string, path: string, params: Params = {}): string {
  const url = new URL(baseUrl.replace(/\/$/, '') + path, globalThis.location?.origin ?? 'http://localhost');
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, String(value));
  return url.toString();
}

/** Only non-empty headers go on the wire (docs/api-contract.md). */
function wireHeaders(headers: Record<string, string | null | undefined>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) if (value) result.set(name, value);
  return result;
}

function contextValues(config: ApiClientConfig, names: ContextParam[] = []): Params {
  const all = { merchantCode: config.merchantCode, language: config.getLanguage().toUpperCase() };
  return Object.fromEntries(names.map((name) => [name, all[name]]));
}

/** The merchant's public key per store and scheme, fetched once (docs/api-contract.md `GET /wps/session/key/rsa`). */
const publicKeys = new WeakMap<ApiClientConfig, Map<string, Promise<string>>>();

function publicKey(config: ApiClientConfig, api: BaseQueryApi): Promise<string> {
  const scheme = config.cipherScheme ?? 'platform-des-rsa';
  const keys = publicKeys.get(config) ?? new Map<string, Promise<string>>();
  publicKeys.set(config, keys);
  let key = keys.get(scheme);
  if (!key) {
    const params = scheme === 'platform-des-rsa' ? {} : { scheme };
    key = send(callRequest(AUTH_CALLS.encryptionKey, params), api, config).then((result) => {
      if ('error' in result) throw result.error;
      return String(result.data);
    });
    key.catch(() => keys.delete(scheme));
    keys.set(scheme, key);
  }
  return key;
}

type Result = { data: unknown } | { error: ApiError };

async function send(request: WpsRequest, api: BaseQueryApi, config: ApiClientConfig): Promise<Result> {
  const method = request.method ?? 'GET';
  const context = contextValues(config, request.context);
  // A GET carries its context in the query: a browser refuses a GET with a body.
  let body = request.body === undefined && request.context && method !== 'GET' ? {} : request.body;
  let params = request.params;
  if (request.context) {
    if (method === 'GET') params = { ...params, ...context };
    else body = { ...(body as object), ...context };
  }

  const token = request.auth ? config.getToken() : null;
  const headers: Record<string, string | null | undefined> = {
    Merchant: config.merchantCode,
    Language: config.getLanguage().toUpperCase(),
    Authorization: token,
    Device: request.device ? (config.device ?? DEVICE) : undefined,
    ...request.headers,
  };
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (request.encrypt) {
      let encrypted;
      try {
        encrypted = await encryptPayload(config.cipherScheme ?? 'platform-des-rsa', body, await publicKey(config, api));
      } catch (cause) {
        return { error: isApiError(cause) ? cause : malformedError(0, `Encryption failed: ${String(cause)}`) };
      }
      Object.assign(headers, encrypted.headers);
      body = encrypted.body;
    }
    if (request.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString();
    } else {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
  }

  let response: Response;
  try {
    // Only a read is sent again. A change is not, even with its idempotency key: the merchant's API names no such
    // header (docs/api-contract.md), so a server that applied it and lost the answer would apply it twice. Some of
    // the spec's changes are GETs (a contract's accept or offer).
    const resendable = method === 'GET' && api.type === 'query';
    response = await fetchWithFailover(
      config,
      api,
      (base) => buildUrl(base, request.url, params),
      { method, headers: wireHeaders(headers), body: payload },
      resendable,
    );
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    // Aborted without the caller asking: the failover's time limit ran out on every domain it tried.
    const timedOut = cause instanceof Error && cause.name === 'AbortError' && !api.signal.aborted;
    return { error: timedOut ? timeoutError(message) : networkError(message) };
  }

  let text = '';
  try {
    text = await response.text();
  } catch {
    // A body cut off: malformed, below.
  }
  // Read before JSON: a hex modulus of decimal digits alone would parse as a number.
  if (request.hexText && response.ok && HEX_TEXT.test(text)) return { data: text.trim() };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON (a gateway's page): malformed, below, once a 401 has ended the session.
  }
  // Only the session the call carried is over: an answer to a guest's call, or to a session since replaced, ends no other.
  // An HTTP 401 ends it whatever its body: a gateway's page has no code, and the player would keep a dead session.
  if (((json as Envelope | null)?.errorCode === SESSION_EXPIRED_CODE || response.status === 401) && token && token === config.getToken()) {
    clearPersistedApiCache('player');
    config.onSessionExpired();
  }
  if (!isEnvelope(json)) return { error: malformedError(response.status, 'The response is no JSON envelope') };
  if (!json.success || !response.ok) {
    // The merchant may have changed its key: fetch it again before the next encrypted call.
    if (json.errorCode === ERROR_CODES.decryptionFailed) publicKeys.delete(config);
    return { error: serverError(json.errorCode, json.message, response.status, json.value, { paymentPassword: request.paymentPassword }) };
  }
  // An empty list answered as null (as Java back ends do) is an empty list, not a failure.
  const value = request.answer === 'array' && json.value === null ? [] : json.value;
  // A server that answers the wrong shape fails the call (the part shows its error) instead of crashing the page. Not a
  // money action: its envelope said the money moved, and a failure would invite a second press that moves it again.
  if (request.answer && !fitsShape(value, request.answer) && !headers[IDEMPOTENCY_HEADER])
    return { error: malformedError(response.status, 'The answer does not have the shape of the contract') };
  return { data: value };
}

/**
 * Sends to the domain in use. Where the merchant's domain list gives another (domain-failover.ts), a
 * domain that does not answer — a transport failure, or for a `resendable` call (a read) no answer within
 * `DOMAIN_TIMEOUT_MS`, not a server's error answer — is left for the next, and a read is sent there once more.
 * A change (a transfer, a registration, a claim, an SMS) is not timed out: cut off, it might have been applied with
 * its answer lost. Its transport failure fails it as it is, and the player decides.
 */
async function fetchWithFailover(
  config: ApiClientConfig,
  api: BaseQueryApi,
  url: (base: string) => string,
  init: RequestInit,
  resendable: boolean,
): Promise<Response> {
  const base = activeBase(config);
  if (!canFailOver(config)) return fetchWithin(url(base), init, undefined, api.signal);
  try {
    // No time limit on a call that is never resent: a slow answer is its answer, and a money call's may be its only one.
    return await fetchWithin(url(base), init, resendable ? DOMAIN_TIMEOUT_MS : undefined, api.signal);
  } catch (cause) {
    if (api.signal.aborted) throw cause;
    moveOn(config, base);
    if (!resendable) throw cause;
    return fetchWithin(url(activeBase(config)), init, DOMAIN_TIMEOUT_MS, api.signal);
  }
}

/**
 * The one place that speaks HTTP: builds the URL from the brand's API base, sets the contract's
 * headers, encrypts where the contract says so, unwraps the envelope and turns every failure into
 * a typed `ApiError`.
 */
export const wpsBaseQuery: BaseQueryFn<WpsRequest, unknown, ApiError> = async (request, api) => {
  const config = (api.extra as WithApiClientConfig).apiClient;
  if (request.persist && !api.forced) {
    const stored = readPersisted(request.persist);
    if (stored.hit) return { data: stored.value };
  }
  const token = config.getToken();
  // A player's call after the session ended (a balance a mounted header asks for as the logout clears the cache).
  if (request.auth === 'required' && !token) return { error: serverError(SESSION_EXPIRED_CODE, undefined, 401) };
  const result = await send(request, api, config);
  // A player's answer is kept only for the session that asked: one landing after a logout or a new login is not theirs to keep.
  if (request.persist && 'data' in result && (request.persist.scope === 'site' || token === config.getToken()))
    writePersisted(request.persist, result.data);
  // A change may have moved money. RTK drops an unwatched balance rather than refetch it, so the stored copy would
  // outlive it: the player's stored answers (the balance) are asked for again by the next page or reload (spec §4).
  // Their records (a deposit's pay-in details) are not answers a change makes stale.
  if (api.type === 'mutation' && 'data' in result) clearPersistedApiCache('player', { keepRecords: true });
  return result;
};
