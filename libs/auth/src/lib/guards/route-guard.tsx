import { useSelector } from 'react-redux';
import { matchPath, Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectIsLoggedIn, selectSessionExpired } from '@wl/session';

/** Spec §2: the route a guest is sent to when the site wants a session. */
export const LOGIN_PATH = '/login';
/** Spec §2: the routes open to guests even with `loginedToHomePage` on. */
export const PUBLIC_PATHS: readonly string[] = [LOGIN_PATH, '/register', '/register.html', '/helpmc', '/download'];

/** Spec §2: with `loginedToHomePage` on, every route but the public ones needs a stored session. */
export function routeNeedsSession(pathname: string, loginedToHomePage: boolean): boolean {
  // Matched as the router matches its routes (any case, a trailing slash), or a guest would be sent away from one.
  return loginedToHomePage && !PUBLIC_PATHS.some((path) => matchPath(path, pathname));
}

/**
 * A layout route: renders its child routes, or sends a guest to /login where a session is needed,
 * with the page they were going to as the navigation's state (`returnPath` reads it; a state, not a
 * query, so no link can set it). A session the server ended mid-visit keeps the page: the login
 * popup opens over it (docs/decisions.md, issue 19).
 */
export function RequireSession({ loginedToHomePage }: { loginedToHomePage: boolean }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const expired = useSelector(selectSessionExpired);
  const location = useLocation();
  if (!loggedIn && !expired && routeNeedsSession(location.pathname, loginedToHomePage))
    return <Navigate to={LOGIN_PATH} state={location} replace />;
  return <Outlet />;
}
