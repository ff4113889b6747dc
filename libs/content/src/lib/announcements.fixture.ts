import { http, HttpResponse } from 'msw';
import type { serveSandbox } from '@wl/testing/vitest';

/** A `javascript:` address, built so no linter reads it as one: what an operator link must never become. */
export const SCRIPT_URL = ['javascript', 'alert(document.domain)'].join(':');

/** From now until the test ends, the announcements call answers `value` (its banners, notices, promotions…). */
export function serveAnnouncements(sandbox: ReturnType<typeof serveSandbox>, value: Record<string, unknown>) {
  sandbox.server.use(http.get('*/wps/relay/MCSFE_getListAnnouncements', () => HttpResponse.json({ success: true, value })));
}
