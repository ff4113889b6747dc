import { Route, Routes } from 'react-router-dom';
import { RequireSession } from '@wl/auth';
import { LazyPage } from './chunks/lazy-page';
import { LAYOUTS } from './layout/layouts';
import { SiteLayout } from './layout/site-layout';
import { useSiteSettings } from './site-settings';
import { LOGIN_PATH } from './site-paths';
import { openToGuests, SITE_ROUTES } from './site-routes';

export function AppRoutes() {
  const { loginedToHomePage } = useSiteSettings();
  return (
    <Routes>
      <Route element={<RequireSession loginedToHomePage={loginedToHomePage} openToGuests={openToGuests} loginPath={LOGIN_PATH} />}>
        {Object.entries(LAYOUTS).map(([name, parts]) => (
          <Route key={name} element={<SiteLayout {...parts} />}>
            {SITE_ROUTES.filter((route) => route.layout === name).flatMap((route) =>
              // Keyed by path: a page that failed does not keep its error on the next route.
              route.paths.map((path) => (
                <Route key={path} path={path} element={<LazyPage key={path} load={route.load} shellCatalog={route.shellCatalog} />} />
              )),
            )}
          </Route>
        ))}
      </Route>
    </Routes>
  );
}
