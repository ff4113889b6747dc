import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { CALLS, markPopupsShownOnHome, memberApi, mutePopupsToday } from '@wl/api-client';
import { sessionEnded, sessionSlice } from '@wl/session';
import { createTestStore, logInToSandbox, renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import AfterLoginBody, { AFTER_LOGIN_MESSAGES } from './after-login-body';

const sandbox = serveSandbox();
beforeEach(() => sandbox.use({}));

/** The login answer's `lastLogin`: the country comes as the server sends it, a code. */
const lastLogin = (country: string) => ({ time: Date.UTC(2026, 10, 22, 21, 5), ip: '203.0.113.7', country });

describe('the after-login modal’s last login (spec §2, §4)', () => {
  it('names the country in the player’s language, not by its code', async () => {
    renderWithProviders(<AfterLoginBody props={{ lastLogin: lastLogin('PH') }} close={vi.fn()} />);
    expect(await screen.findByText(/from 203\.0\.113\.7 \(Philippines\)$/)).toBeInTheDocument();
  });

  it('in Tagalog, the Tagalog name', async () => {
    renderWithProviders(<AfterLoginBody props={{ lastLogin: lastLogin('PH') }} close={vi.fn()} />, { language: 'TY' });
    expect(await screen.findByText(/mula sa 203\.0\.113\.7 \(Pilipinas\)$/)).toBeInTheDocument();
  });

  it('shows the code as sent where the runtime cannot name it', async () => {
    const { DisplayNames } = Intl;
    Object.assign(Intl, { DisplayNames: undefined });
    onTestFinished(() => void Object.assign(Intl, { DisplayNames }));
    renderWithProviders(<AfterLoginBody props={{ lastLogin: lastLogin('PH') }} close={vi.fn()} />);
    expect(await screen.findByText(/from 203\.0\.113\.7 \(PH\)$/)).toBeInTheDocument();
  });

  it('shows a value that is not a region code as sent', async () => {
    renderWithProviders(<AfterLoginBody props={{ lastLogin: lastLogin('PHL') }} close={vi.fn()} />);
    expect(await screen.findByText(/from 203\.0\.113\.7 \(PHL\)$/)).toBeInTheDocument();
  });
});

describe('the after-login modal while its calls load', () => {
  it('says it is loading at once: a status with words, not one held back as busy', async () => {
    renderWithProviders(<AfterLoginBody props={{ lastLogin: lastLogin('PH') }} close={vi.fn()} />);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(status).not.toHaveAttribute('aria-busy');
  });
});

/** The message list as the store last took it in: the refetch after a read is in once this says the message is read. */
function readInStore(store: ReturnType<typeof createTestStore>, title: string) {
  const list = memberApi.endpoints.getMessages.select({ pageNum: 1, pageSize: AFTER_LOGIN_MESSAGES * 4, language: 'EN' })(store.getState());
  return list.data?.content.find((message) => message.title === title)?.read;
}

describe('the after-login modal’s unread messages', () => {
  const cashback = 'Your weekly cashback has arrived';

  it('keep an opened message, and the focus on its button, once the list is asked again', async () => {
    await logInToSandbox('demo_member');
    const store = createTestStore();
    renderWithProviders(<AfterLoginBody props={{}} close={vi.fn()} />, { store });
    await userEvent.click(await screen.findByRole('button', { name: cashback }));
    await waitFor(() => expect(readInStore(store, cashback)).toBe(true));
    expect(screen.getByRole('button', { name: cashback, expanded: true })).toHaveFocus();
    expect(screen.getByText(/cashback to your main wallet/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /unread/i })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('do not close the modal once all are read, with nothing else to show', async () => {
    // No promotions or pop-ups and no last login: the messages are all there is.
    sandbox.use({ faults: { failureRates: { [CALLS.promotions.announcements.path]: 1 } } });
    await logInToSandbox('demo_member');
    const store = createTestStore();
    const close = vi.fn();
    renderWithProviders(<AfterLoginBody props={{}} close={close} />, { store });
    const titles = ['Your weekly cashback has arrived', 'New mission: slot week', 'Security notice'];
    for (const title of titles) {
      await userEvent.click(await screen.findByRole('button', { name: title }));
      await waitFor(() => expect(readInStore(store, title)).toBe(true));
    }
    expect(close).not.toHaveBeenCalled();
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(3);
  });
});

describe("the after-login modal's pop-ups are the home page's too (one record of what the player was shown)", () => {
  beforeEach(() => {
    const popup = [{ id: 7, title: 'Maintenance', content: '<p>Tonight</p>', externalLink: '', startTime: Date.UTC(2024, 0, 1) }];
    sandbox.server.use(http.get(`*${CALLS.promotions.announcements.path}`, () => HttpResponse.json({ success: true, value: { popup } })));
  });

  it('shows a pop-up the player has not been shown', async () => {
    await logInToSandbox('demo_member');
    renderWithProviders(<AfterLoginBody props={{ lastLogin: lastLogin('PH') }} close={vi.fn()} />);
    expect(await screen.findByRole('region', { name: 'Maintenance' })).toBeInTheDocument();
  });

  it('shows a pop-up once per account: not at the account’s next login, yet to another account', async () => {
    await logInToSandbox('demo_member');
    const first = renderWithProviders(<AfterLoginBody props={{ lastLogin: lastLogin('PH') }} close={vi.fn()} />);
    expect(await screen.findByRole('region', { name: 'Maintenance' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('seenPopupNotices')).toContain('[7]'));
    first.unmount();

    await logInToSandbox('demo_member');
    const next = renderWithProviders(<AfterLoginBody props={{ lastLogin: lastLogin('PH') }} close={vi.fn()} />);
    expect(await screen.findByText(/from 203\.0\.113\.7/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Maintenance' })).not.toBeInTheDocument();
    next.unmount();

    await logInToSandbox('demo_vip');
    renderWithProviders(<AfterLoginBody props={{ lastLogin: lastLogin('PH') }} close={vi.fn()} />);
    expect(await screen.findByRole('region', { name: 'Maintenance' })).toBeInTheDocument();
  });

  it('drops a record an earlier version kept under the account’s name: storage no longer lists who logged in', async () => {
    localStorage.setItem('seenPopupNotices', JSON.stringify({ demo_vip: [7] }));
    await logInToSandbox('demo_member');
    renderWithProviders(<AfterLoginBody props={{ lastLogin: lastLogin('PH') }} close={vi.fn()} />);
    expect(await screen.findByRole('region', { name: 'Maintenance' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('seenPopupNotices')).toContain('[7]'));
    expect(localStorage.getItem('seenPopupNotices')).not.toMatch(/demo_(vip|member)/);
  });

  it('leaves out a pop-up the home page showed this session: its card may still be open beside the modal', async () => {
    await logInToSandbox('demo_member');
    markPopupsShownOnHome([7]);
    renderWithProviders(<AfterLoginBody props={{ lastLogin: lastLogin('PH') }} close={vi.fn()} />);
    expect(await screen.findByText(/from 203\.0\.113\.7/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Maintenance' })).not.toBeInTheDocument();
  });

  it('shows none on a day the player said "don\'t show again today"', async () => {
    await logInToSandbox('demo_member');
    mutePopupsToday();
    renderWithProviders(<AfterLoginBody props={{ lastLogin: lastLogin('PH') }} close={vi.fn()} />);
    expect(await screen.findByText(/from 203\.0\.113\.7/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Maintenance' })).not.toBeInTheDocument();
  });
});

describe('the after-login modal in another language', () => {
  it('a language switch retitles the unread messages and pop-ups it keeps, and takes none away', async () => {
    // The server writes a message and a notice in the language its `Language` header names.
    const inVietnamese = (request: Request) => request.headers.get('Language') === 'VI';
    sandbox.server.use(
      http.get(`*${CALLS.member.messages.path}`, ({ request }) => {
        const title = inVietnamese(request) ? 'Thông báo' : 'Notice';
        const content = [{ messageId: 1, title, content: '<p>Hi</p>', createTime: Date.UTC(2024, 0, 1), read: false }];
        const page = { content, pageNum: 1, pageSize: AFTER_LOGIN_MESSAGES * 4, totalPages: 1, totalElements: 1 };
        return HttpResponse.json({ success: true, value: page });
      }),
      http.get(`*${CALLS.promotions.announcements.path}`, ({ request }) => {
        const title = inVietnamese(request) ? 'Bảo trì' : 'Maintenance';
        const popup = [{ id: 7, title, content: '<p>Tonight</p>', externalLink: '', startTime: Date.UTC(2024, 0, 1) }];
        return HttpResponse.json({ success: true, value: { popup } });
      }),
    );
    await logInToSandbox('demo_member');
    const { setLanguage } = renderWithProviders(<AfterLoginBody props={{}} close={vi.fn()} />, { languages: ['EN', 'VI'] });
    expect(await screen.findByRole('button', { name: 'Notice' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Maintenance' })).toBeInTheDocument();
    setLanguage('VI');
    expect(await screen.findByRole('button', { name: 'Thông báo' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Bảo trì' })).toBeInTheDocument();
  });
});

describe('the after-login modal belongs to the account it opened for (a shared computer)', () => {
  /** The modal as demo_member's login opens it, their unread messages in. */
  async function openedForDemoMember() {
    await logInToSandbox('demo_member');
    const store = createTestStore();
    const close = vi.fn();
    renderWithProviders(<AfterLoginBody props={{ lastLogin: lastLogin('PH') }} close={close} />, { store });
    await screen.findByRole('button', { name: 'Your weekly cashback has arrived' });
    return { store, close };
  }

  it('closes once that session ends: no guest is left reading the last login and messages', async () => {
    const { store, close } = await openedForDemoMember();
    expect(close).not.toHaveBeenCalled();
    act(() => void store.dispatch(sessionEnded()));
    await waitFor(() => expect(close).toHaveBeenCalled());
  });

  it('closes when another account logs in through the expired session’s popup: the next player never sees its messages', async () => {
    const { store, close } = await openedForDemoMember();
    act(() => void store.dispatch(sessionSlice.actions.sessionExpired()));
    expect(close).not.toHaveBeenCalled();
    const other = { token: 'another-token', customerType: 0, account: 'someone_else', nickname: '', customerId: '9', merchant: 'M' };
    act(() => void store.dispatch(sessionSlice.actions.sessionStarted(other)));
    await waitFor(() => expect(close).toHaveBeenCalled());
  });
});
