import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { WithApiClientConfig } from './config';
import { malformedError, networkError, serverError, SESSION_EXPIRED_CODE, type ApiError } from './errors';

export interface WpsRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Sends the session token in `Authorization` (raw, no `Bearer`), as the spec marks per call. */
  auth?: boolean;
  headers?: Record<string, string>;
}

interface Envelope {
  success: boolean;
  value: unknown;
  message?: string;
  errorCode?: string;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).success === 'boolean';
}

export function buildUrl(baseUrl: string, path: string, params: WpsRequest['params'] = {}): string {
  const url = new URL(baseUrl.replace(/\/$/, '') + path, globalThis.location?.origin ?? 'http://localhost');
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, String(value));
  return url.toString();
}

/** Only non-empty headers go on the wire (CONTRACT.md). */
function wireHeaders(headers: Record<string, string | null | undefined>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) if (value) result.set(name, value);
  return result;
}

/**
 * The one place that speaks HTTP: builds the URL from the brand's API base, sets the contract's
 * headers, unwraps the envelope and turns every failure into a typed `ApiError`.
 */
export const wpsBaseQuery: BaseQueryFn<WpsRequest, unknown, ApiError> = async (request, api) => {
  const config = (api.extra as WithApiClientConfig).apiClient;
  const method = request.method ?? 'GET';
  const headers = wireHeaders({
    Merchant: config.merchantCode,
    Language: config.getLanguage().toUpperCase(),
    Authorization: request.auth ? config.getToken() : undefined,
    'Content-Type': request.body === undefined ? undefined : 'application/json',
    ...request.headers,
  });

  let response: Response;
  try {
    response = await fetch(buildUrl(config.baseUrl, request.url, request.params), {
      method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: api.signal,
    });
  } catch (cause) {
    return { error: networkError(cause instanceof Error ? cause.message : String(cause)) };
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { error: malformedError(response.status, 'The response is not JSON') };
  }
  if (!isEnvelope(body)) return { error: malformedError(response.status, 'The response has no envelope') };
  if (!body.success || !response.ok) {
    if (body.errorCode === SESSION_EXPIRED_CODE) config.onSessionExpired();
    return { error: serverError(body.errorCode, body.message, response.status) };
  }
  return { data: body.value };
};
