import { Route, Routes } from 'react-router-dom';
import { HomePage } from '@wl/content';
import { SiteLayout } from './layout/site-layout';

/** Spec §2: the home route and its aliases. */
export const HOME_PATHS = ['/', '/index', '/index.html', '/home'] as const;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {HOME_PATHS.map((path) => (
          <Route key={path} path={path} element={<HomePage />} />
        ))}
      </Route>
    </Routes>
  );
}
