import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The merchant API's envelope (docs/api-contract.md): `success: false` is an error even with HTTP 200. */
export function ok<T>(c: Context, value: T) {
  return c.json({ success: true, value });
}

/** A failure; `value` may carry details the client reads (e.g. the login's captcha flag). */
export function fail(c: Context, errorCode: string, message: string, status: ContentfulStatusCode = 200, value: unknown = null) {
  return c.json({ success: false, value, errorCode, message }, status);
}
