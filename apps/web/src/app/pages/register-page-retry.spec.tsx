import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { AUTH_MODALS } from '@wl/auth';
import { renderWithProviders } from '@wl/testing';
import { ModalProvider } from '@wl/ui-kit';
import { PageBoundary } from '../chunks/page-boundary';
import RegisterPage from './register-page';
import { loadHomeWithGames } from './with-game-sections';

vi.mock('./with-game-sections', () => ({ loadHomeWithGames: vi.fn() }));

const registry = { [AUTH_MODALS.register]: { title: 'Register', render: () => null } };

it('home under /register, whose chunk failed, is a chunk failure (one reload) and is fetched afresh by Try again', async () => {
  // React reports the error the boundary catches; it is the point of the test.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  let offline = true;
  vi.mocked(loadHomeWithGames).mockImplementation(async () => {
    if (offline) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: () => <h1>Home</h1> };
  });
  const reloadOnce = vi.fn();
  renderWithProviders(
    <ModalProvider registry={registry}>
      <PageBoundary onRetry={() => undefined} onChunkError={reloadOnce}>
        <RegisterPage />
      </PageBoundary>
    </ModalProvider>,
    { route: '/register' },
  );
  const retry = await screen.findByRole('button', { name: 'Try again' });
  expect(reloadOnce).toHaveBeenCalledOnce();
  offline = false;
  await userEvent.click(retry);
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
});
