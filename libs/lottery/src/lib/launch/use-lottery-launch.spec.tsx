import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useCallback, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authApi } from '@wl/api-client';
import { GuardedActionContext, SESSION_STORAGE_KEYS, selectToken, sessionStarted, type GuardedAction } from '@wl/session';
import { createTestStore, renderWithProviders } from '@wl/testing';
import { expectNothingSent, serveSandbox } from '@wl/testing/vitest';
import { ModalProvider, useModals, type ModalBodyProps } from '@wl/ui-kit';
import { renderLottery } from '../../testing/render-lottery';
import { LotteryLobby } from '../lobby/lottery-lobby';

const sandbox = serveSandbox();
beforeEach(() => sandbox.use({}));
afterEach(() => sessionStorage.clear());

/** A store that starts with demo_member's session, as the site's does after a login. */
async function asMember() {
  const { token } = await createTestStore()
    .dispatch(authApi.endpoints.login.initiate({ type: 'username', username: 'demo_member', password: 'Member#2024' }))
    .unwrap();
  sessionStorage.setItem('token', token);
  sessionStorage.setItem('isAgent', '0');
  return createTestStore();
}

/** demo_member's VN lobby, any action let through, with Đà Nẵng launched; answers the lobby's games region. */
async function launchDaNangAsMember() {
  renderLottery(
    <GuardedActionContext.Provider value={(action) => action()}>
      <LotteryLobby kind="vn" />
    </GuardedActionContext.Provider>,
    { store: await asMember() },
  );
  const games = await screen.findByRole('region', { name: 'Games' });
  await userEvent.click(await within(games).findByRole('button', { name: 'Đà Nẵng' }));
  return games;
}

describe("Try again after a refused launch address keeps the player's place (WCAG 2.4.3)", () => {
  it('the refusal stays, its Try again busy and focused, until the new answer; refused again, the focus is still on it', async () => {
    const refused = () => HttpResponse.json({ success: true, value: { gameUrl: 'http://lotto.example.test/bet' } });
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    sandbox.server.use(
      http.get('*/wps/game/launchGame', refused, { once: true }),
      http.get('*/wps/game/launchGame', () => held.then(refused), { once: true }),
    );
    await launchDaNangAsMember();
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
    const again = screen.getByRole('button', { name: 'Try again' });
    await userEvent.click(again);
    // RTK Query tells its subscribers of a call going out a frame later (its auto-batching).
    await waitFor(() => expect(again).toHaveAttribute('aria-busy', 'true'));
    expect(again).toHaveFocus();
    answer();
    await waitFor(() => expect(again).not.toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
  });
});

describe('a launch answered without an address (spec §8 invalid URL)', () => {
  it('is a failed launch with its Try again, the lobby still there, not a page that breaks', async () => {
    sandbox.server.use(http.get('*/wps/game/launchGame', () => HttpResponse.json({ success: true, value: {} })));
    const games = await launchDaNangAsMember();
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Games' })).toBe(games);
  });
});

describe("a guest's lottery launch waits for the login popup, as a game's does (spec §4)", () => {
  /** Who logs in through the popup, and whether the login ends in the forced password change. */
  interface GuestLogin {
    username: string;
    password: string;
    forced: boolean;
  }
  const MEMBER_LOGIN: GuestLogin = { username: 'demo_member', password: 'Member#2024', forced: false };

  /** The session starting as auth's login does (auth tests its flows). */
  function useStartSession() {
    const dispatch = useDispatch<ReturnType<typeof createTestStore>['dispatch']>();
    return async ({ username, password }: GuestLogin) => {
      const result = await dispatch(authApi.endpoints.login.initiate({ type: 'username', username, password })).unwrap();
      dispatch(
        sessionStarted({
          token: result.token,
          customerType: result.customerType,
          account: result.userName,
          nickname: '',
          customerId: String(result.id),
          merchant: '',
        }),
      );
    };
  }

  /** Auth's guard (`useRequireLogin`): a guest gets the login popup, and the action is not run. */
  function LoginGuard({ children }: { children: ReactNode }) {
    const token = useSelector(selectToken);
    const modals = useModals();
    const guard = useCallback<GuardedAction>((action) => (token ? action() : modals.open('login')), [token, modals]);
    return <GuardedActionContext.Provider value={guard}>{children}</GuardedActionContext.Provider>;
  }

  /** Auth's login popup, in its `useCompleteLogin` order: a forced change is marked, the session starts, the popup closes. */
  function LoginPopup({ close, login }: { close: () => void; login: GuestLogin }) {
    const startSession = useStartSession();
    const modals = useModals();
    const logIn = async () => {
      if (login.forced) sessionStorage.setItem(SESSION_STORAGE_KEYS.changePassword, '1');
      await startSession(login);
      close();
      if (login.forced) modals.open('changePassword');
    };
    return (
      <button type="button" onClick={() => void logIn()}>
        Log in
      </button>
    );
  }

  /** A login elsewhere on the page (the header's form), not through the popup. */
  function HeaderLogin() {
    const startSession = useStartSession();
    return (
      <button type="button" onClick={() => void startSession(MEMBER_LOGIN)}>
        Header log in
      </button>
    );
  }

  /** A guest on the lottery lobby under the site's modals; the lottery launches made. */
  function guestLobby(login: GuestLogin = MEMBER_LOGIN) {
    const launches = sandbox.record(/\/wps\/game\/launchGame(?:\?|$)/, (request) => new URL(request.url));
    const registry = {
      login: { title: 'Log in', render: ({ close }: ModalBodyProps) => <LoginPopup close={close} login={login} /> },
      changePassword: { title: 'Change password', closable: false, render: () => <p>Choose a new password</p> },
    };
    renderWithProviders(
      <ModalProvider registry={registry}>
        <LoginGuard>
          <LotteryLobby kind="lottery" />
          <HeaderLogin />
        </LoginGuard>
      </ModalProvider>,
    );
    return launches;
  }

  const chooseGame = async () =>
    userEvent.click(
      await within(await screen.findByRole('region', { name: 'Games' })).findByRole('button', { name: 'Chongqing Lucky 5D' }),
    );

  it('a guest who chooses a lottery and logs in through the popup has it launched once the popup closes', async () => {
    const launches = guestLobby();
    await chooseGame();
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Log in' })).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTitle('Playing Chongqing Lucky 5D')).toBeInTheDocument();
    expect(launches).toHaveLength(1);
    expect(launches[0]?.searchParams.get('lottoGameCode')).toBe('CQSSC');
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('closing the login popup without logging in launches nothing, also after a later login elsewhere on the page', async () => {
    const launches = guestLobby();
    await chooseGame();
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Log in' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Header log in' }));
    await waitFor(() => expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.token)).not.toBeNull());
    // Whatever the login set going has had its turn.
    await expectNothingSent(launches);
    expect(screen.queryByTitle(/^Playing/)).not.toBeInTheDocument();
  });

  it('a login that ends in the forced password change launches nothing behind it', async () => {
    const launches = guestLobby({ username: 'default_pw', password: 'a1234567', forced: true });
    await chooseGame();
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Log in' })).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    await expectNothingSent(launches);
    expect(screen.queryByTitle(/^Playing/)).not.toBeInTheDocument();
  });
});
