import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './app';
import { BANNER_ART_PATH } from './seed/announcements';
import { GAME_ART_PATH } from './seed/games';
import { PLAY_PAGE } from './routes/games';
import { LOTTERY_PAGE } from './routes/lottery';
import { CUSTOMER_SERVICE_PAGE } from './routes/system';

/** What a site's visitor loads from under /__sandbox/ (game and chat pages, pictures): answered to every client. */
const VISITOR_PATHS = [
  PLAY_PAGE,
  LOTTERY_PAGE,
  CUSTOMER_SERVICE_PAGE,
  GAME_ART_PATH,
  BANNER_ART_PATH,
  '/__sandbox/icons',
  '/__sandbox/banners',
];
const isVisitorPath = (path: string) => VISITOR_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export const isLoopbackAddress = (address: string) => /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(address) || address === '::1';

/**
 * The control routes under /__sandbox/ (reset, clock, faults, the demo accounts' passwords, SMS codes, captcha
 * answers…) answer only a client on this machine, unless `openToAll`: a server bound to a public address must not
 * let anyone reset it or read codes. A proxy's `X-Forwarded-For` naming another machine counts as that machine.
 * In-process (MSW in vitest and Storybook) there is no socket, and the caller is the test or story itself.
 */
export function controlGuard(openToAll: boolean): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (openToAll || !c.env?.incoming || isVisitorPath(c.req.path)) return next();
    const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map((address) => address.trim());
    const addresses = [c.env.incoming.socket?.remoteAddress ?? '', ...forwarded.filter(Boolean)];
    if (addresses.every(isLoopbackAddress)) return next();
    return c.json({ error: 'The sandbox control routes answer only this machine (see --open-control in docs/sandbox.md)' }, 403);
  };
}
