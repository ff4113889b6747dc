import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectIsLoggedIn, selectSessionExpired } from '@wl/session';

export interface RequireSessionProps {
  /** Spec §2: the merchant's switch that closes the site to guests. */
  loginedToHomePage: boolean;
  /** The routes open to guests even then (the site map says which: `/login`, `/register`, `/helpmc`, `/download`). */
  openToGuests: (pathname: string) => boolean;
  /** Where a guest is sent when the site wants a session. */
  loginPath: string;
}

/**
 * A layout route: renders its child routes, or, with `loginedToHomePage` on, sends a guest on any
 * route not open to guests to the login page, with the page they were going to as the navigation's
 * state (`returnPath` reads it; a state, not a query, so no link can set it). A session the server
 * ended mid-visit keeps the page: the login popup opens over it (docs/decisions.md, issue 19).
 */
export function RequireSession({ loginedToHomePage, openToGuests, loginPath }: RequireSessionProps) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const expired = useSelector(selectSessionExpired);
  const location = useLocation();
  if (loginedToHomePage && !loggedIn && !expired && !openToGuests(location.pathname))
    return <Navigate to={loginPath} state={location} replace />;
  return <Outlet />;
}
