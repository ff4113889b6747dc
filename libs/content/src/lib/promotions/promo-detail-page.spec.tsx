import { act, cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi, CALLS, promoDetailPath, promotionsApi, useActionKey } from '@wl/api-client';
import { GuardedActionContext, sessionEnded, sessionStarted } from '@wl/session';
import { createTestStore, logInToSandbox, renderWithProviders, setSandboxFaults, startSandboxTrial, testBrand } from '@wl/testing';
import { expectNothingSent, serveSandbox } from '@wl/testing/vitest';
import PromoDetailPage from './promo-detail-page';
import { SCRIPT_URL, serveAnnouncements } from '../announcements.fixture';

const sandbox = serveSandbox();
const MB = 1024 * 1024;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_MAGIC);
  return new File([bytes], name, { type: 'image/png' });
};

/** The test's calls applying for a promotion. */
let applications: string[] = [];

beforeEach(async () => {
  // Each test starts from the seeded sandbox: the member has joined nothing.
  await fetch('http://localhost/__sandbox/reset', { method: 'POST' });
  applications = sandbox.record(/MCSFE_signUpPromotionApply/);
  await logInToSandbox('demo_member');
});
afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/** The seeded daily raffle, "Lucky raffle". */
const RAFFLE_ID = 505;

/** The promotion 503 page, or another's, whose guard the logged-in player passes (auth's guard is tested in auth). */
function openPromotion(store = createTestStore(), promotionId = 503) {
  renderWithProviders(<PromoDetailPage />, {
    route: `/promoDetail?promotionId=${promotionId}`,
    store,
    wrapper: (children) => <GuardedActionContext.Provider value={(action) => action()}>{children}</GuardedActionContext.Provider>,
  });
}

async function openJoinedPromotion(store = createTestStore()) {
  openPromotion(store);
  await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
  expect(await screen.findByText('Joined')).toBeInTheDocument();
  return screen.findByLabelText(/Images/);
}

/** Ends the session as the site's logout does (member's `useEndSession`): the logout call, then the end on this side. */
async function logOut(store: ReturnType<typeof createTestStore>) {
  await act(async () => {
    await store.dispatch(authApi.endpoints.logout.initiate());
    store.dispatch(sessionEnded());
  });
}

/** A player joins and applies, getting each answer on the page, then logs out. */
async function answerThenLogOut(store: ReturnType<typeof createTestStore>) {
  await userEvent.upload(await openJoinedPromotion(store), png('1.png'));
  await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
  expect(await screen.findByText('Application sent. We will review it shortly.')).toBeInTheDocument();
  await logOut(store);
}

/** The player's answers on the page: the join's status, the application's status and its "sent" line. */
const ANSWERS = ['Joined', 'Application under review', 'Application sent. We will review it shortly.'];

/** The text of what has the focus; none when the focus fell back to the page itself. */
const focusedText = () => (document.activeElement === document.body ? null : document.activeElement?.textContent);

/**
 * The pressed button while its call is out: busy and focused. Not disabled: a browser moves the focus off a disabled
 * button to the page start (jsdom does not, so its `disabled` is what this checks).
 */
async function expectBusyWithFocus(button: HTMLElement) {
  await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  expect(button).toBeEnabled();
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveFocus();
}

describe("a promotion's detail page (spec §2, §4, §5)", () => {
  it("a player's status that fails to load says so with a retry and offers no join until it arrives", async () => {
    await setSandboxFaults({ failureRates: { '/wps/relay/MCSFE_getRewardCenter': 1 } });
    renderWithProviders(<PromoDetailPage />, { route: '/promoDetail?promotionId=503', store: createTestStore() });
    expect(await screen.findByText('Unknown error')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    await setSandboxFaults({});
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Join' })).toBeInTheDocument();
  });

  it('shows "Joined" once the player joins', async () => {
    await openJoinedPromotion();
    expect(screen.getByRole('button', { name: 'Request reward' })).toBeInTheDocument();
  });

  it('moves the focus to the new status when Join goes, so a keyboard is not dropped to the page start', async () => {
    await openJoinedPromotion();
    await waitFor(() => expect(focusedText()).toBe('Joined'));
  });

  it('moves the focus to the new status when "Request reward" goes', async () => {
    await openJoinedPromotion();
    await userEvent.click(screen.getByRole('button', { name: 'Request reward' }));
    await waitFor(() => expect(focusedText()).toBe('Application under review'));
    expect(screen.queryByRole('button', { name: 'Request reward' })).toBeNull();
  });

  it('Join keeps the focus while its call is out and after it fails: busy, not disabled, so a keyboard is not dropped to the page start', async () => {
    openPromotion();
    const joinButton = await screen.findByRole('button', { name: 'Join' });
    await setSandboxFaults({ latencyMs: 200, failureRates: { [CALLS.promotions.joinPromotion.path]: 1 } });
    await userEvent.click(joinButton);
    await expectBusyWithFocus(joinButton);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
    expect(joinButton).toHaveFocus();
  });

  it('"Request reward" keeps the focus while its call is out and after it fails: busy, not disabled', async () => {
    await openJoinedPromotion();
    await setSandboxFaults({ latencyMs: 200, failureRates: { [CALLS.promotions.requestReward.path]: 1 } });
    const request = screen.getByRole('button', { name: 'Request reward' });
    await userEvent.click(request);
    await expectBusyWithFocus(request);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
    expect(request).toHaveFocus();
  });

  it("a failed Join whose status, asked again, fails too hands the focus to that status's Try again, which takes Join's place", async () => {
    openPromotion();
    const joinButton = await screen.findByRole('button', { name: 'Join' });
    await setSandboxFaults({ failureRates: { [CALLS.promotions.joinPromotion.path]: 1, [CALLS.promotions.rewardCenter.path]: 1 } });
    await userEvent.click(joinButton);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    await waitFor(() => expect(retry).toHaveFocus());
  });

  it('a focus the player moved off a failed Join stays where they put it when the status, asked again, takes Join away', async () => {
    openPromotion();
    const joinButton = await screen.findByRole('button', { name: 'Join' });
    await setSandboxFaults({
      latencyMs: 300,
      failureRates: { [CALLS.promotions.joinPromotion.path]: 1, [CALLS.promotions.rewardCenter.path]: 1 },
    });
    await userEvent.click(joinButton);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
    // The player leaves the button (a click on the page) while the status is asked again.
    act(() => joinButton.blur());
    await screen.findByRole('button', { name: 'Try again' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(document.body);
  });

  it('a second press of Join while its call is on its way sends nothing: the button is busy', async () => {
    const joins = sandbox.record(new RegExp(CALLS.promotions.joinPromotion.path));
    openPromotion();
    const joinButton = await screen.findByRole('button', { name: 'Join' });
    await setSandboxFaults({ latencyMs: 300 });
    await userEvent.click(joinButton);
    await expectBusyWithFocus(joinButton);
    await userEvent.click(joinButton);
    expect(await screen.findByText('Joined')).toBeInTheDocument();
    expect(joins).toHaveLength(1);
  });

  it('a reward request whose answer was lost, sent again, is the same request: it carries the same key and is not refused', async () => {
    const requests = sandbox.record(new RegExp(CALLS.promotions.requestReward.path), (request) => request.headers.get('Idempotency-Key'));
    await openJoinedPromotion();
    // The request is applied and its answer lost; the status asked again after it fails too, so Request reward stays.
    await setSandboxFaults({
      dropResponsePaths: [CALLS.promotions.requestReward.path],
      failureRates: { [CALLS.promotions.rewardCenter.path]: 1 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Request reward' }));
    expect(await screen.findByText('The network is abnormal, please try again')).toBeInTheDocument();
    await setSandboxFaults({});
    await userEvent.click(screen.getByRole('button', { name: 'Request reward' }));
    expect(await screen.findByText('Application under review')).toBeInTheDocument();
    expect(screen.queryByText('This function is not enabled')).toBeNull();
    expect(requests).toHaveLength(2);
    expect(requests[1]).toBe(requests[0]);
  });

  it('a reward request whose answer was lost holds the key the reward center retries it with: one request, one key, from either page', async () => {
    const requests = sandbox.record(new RegExp(CALLS.promotions.requestReward.path), (request) => request.headers.get('Idempotency-Key'));
    await openJoinedPromotion();
    await setSandboxFaults({
      dropResponsePaths: [CALLS.promotions.requestReward.path],
      failureRates: { [CALLS.promotions.rewardCenter.path]: 1 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Request reward' }));
    expect(await screen.findByText('The network is abnormal, please try again')).toBeInTheDocument();
    await setSandboxFaults({});
    // The reward center's key for the same request, as member's reward-center-page.tsx asks for it (its spec checks the converse).
    const rewardCenter = renderHook(() => useActionKey('rewardRequest 503', { promotionId: 503 }));
    expect(requests).toHaveLength(1);
    expect(rewardCenter.result.current.key()).toBe(requests[0]);
  });

  it('the newest answer wins: after Join then an application the status is "under review", with no second application', async () => {
    const input = await openJoinedPromotion();
    await userEvent.upload(input, png('1.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Application under review')).toBeInTheDocument();
    // The reward center's answer after the application agrees, and the join's older answer does not come back.
    await waitFor(() => expect(screen.queryByText('Joined')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Request reward' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });

  it("the newest answer wins: a status changed elsewhere replaces the join's once the reward center answers again", async () => {
    const store = createTestStore();
    await openJoinedPromotion(store);
    // Another tab sends the application: the reward center's list, asked again after it, is newer than the join.
    await act(() =>
      store.dispatch(promotionsApi.endpoints.applyPromotion.initiate({ promotionId: 503, comment: 'another tab', images: [] })),
    );
    expect(await screen.findByText('Application under review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request reward' })).toBeNull();
  });

  it("a logout takes the player's answers off the page: it shows a guest's Join, not the join or application of the player before", async () => {
    const store = createTestStore();
    await answerThenLogOut(store);
    expect(await screen.findByRole('button', { name: 'Join' })).toBeInTheDocument();
    for (const answer of ANSWERS) expect(screen.queryByText(answer)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request reward' })).toBeNull();
  });

  it('the next player to log in on the same page sees their own status, none of the answers the player before got', async () => {
    const store = createTestStore();
    await answerThenLogOut(store);
    const next = await logInToSandbox('demo_vip');
    act(() => {
      store.dispatch(
        sessionStarted({
          token: next.token,
          customerType: next.customerType,
          account: next.userName,
          nickname: '',
          customerId: String(next.id),
          merchant: testBrand.merchantCode,
        }),
      );
    });
    expect(await screen.findByRole('button', { name: 'Join' })).toBeInTheDocument();
    for (const answer of ANSWERS) expect(screen.queryByText(answer)).toBeNull();
  });

  it("another promotion opened from this page shows its own status, not the last one's application", async () => {
    // A link to another promotion (a banner in the login popup, a link in a notice) keeps the page mounted.
    renderWithProviders(<PromoDetailPage />, {
      route: '/promoDetail?promotionId=503',
      store: createTestStore(),
      wrapper: (children) => (
        <GuardedActionContext.Provider value={(action) => action()}>
          <Link to={promoDetailPath(504)}>Refer a friend</Link>
          {children}
        </GuardedActionContext.Provider>
      ),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    await userEvent.upload(await screen.findByLabelText(/Images/), png('1.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Application sent. We will review it shortly.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Refer a friend' }));
    expect(await screen.findByRole('heading', { name: 'Refer a friend' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(screen.queryByText('Application sent. We will review it shortly.')).toBeNull();
    expect(screen.queryByText('Application under review')).toBeNull();
  });

  it("refuses a fourth image at the picker with the rule's message, and sends none of them", async () => {
    const input = await openJoinedPromotion();
    await userEvent.upload(input, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('You can attach at most 3 images.');
    expect(screen.queryByRole('img', { name: /\.png/ })).toBeNull();
    expect(applications).toHaveLength(0);
  });

  it('refuses a 6 MB image at the picker, naming it, and keeps the rest of the pick', async () => {
    const input = await openJoinedPromotion();
    await userEvent.upload(input, [png('1.png'), png('big.png', 6 * MB)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('big.png is larger than 5 MB.');
    expect(screen.getAllByRole('img', { name: /\.png/ }).map((img) => img.getAttribute('alt'))).toEqual(['1.png']);
    expect(applications).toHaveLength(0);
  });

  it('refuses an image it cannot read as a png or jpg at the picker, naming it, and keeps the comment and the other images', async () => {
    const input = await openJoinedPromotion();
    await userEvent.type(screen.getByLabelText('Comment'), 'Screenshots of my wins');
    await userEvent.upload(input, [png('1.png'), new File(['not an image'], 'broken.png', { type: 'image/png' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'broken.png could not be read as a png or jpg image. Please choose another image.',
    );
    expect(screen.getByLabelText('Comment')).toHaveValue('Screenshots of my wins');
    expect(screen.getAllByRole('img', { name: /\.png/ }).map((img) => img.getAttribute('alt'))).toEqual(['1.png']);
    expect(applications).toHaveLength(0);
    // The same comment and the image that could be read go.
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Application sent. We will review it shortly.')).toBeInTheDocument();
    expect(applications).toHaveLength(1);
  });

  it('refuses a comment of 141 characters and sends nothing', async () => {
    await openJoinedPromotion();
    await userEvent.type(screen.getByLabelText('Comment'), 'x'.repeat(141));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('The comment can be at most 140 characters.')).toBeInTheDocument();
    await expectNothingSent(applications);
  });

  it('refuses an application with neither a comment nor an image and sends nothing: under review, none could be added', async () => {
    await openJoinedPromotion();
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Add a comment or at least one image to apply.')).toBeInTheDocument();
    await expectNothingSent(applications);
  });

  it('sends an application with three valid images, each previewed first', async () => {
    const input = await openJoinedPromotion();
    await userEvent.type(screen.getByLabelText('Comment'), 'Screenshots of my wins');
    await userEvent.upload(input, [png('1.png'), png('2.png'), png('3.png')]);
    expect(await screen.findAllByRole('img', { name: /\d\.png/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Application sent. We will review it shortly.')).toBeInTheDocument();
    await waitFor(() => expect(applications).toHaveLength(1));
  });

  it('sends one application however fast the submit is pressed twice', async () => {
    const input = await openJoinedPromotion();
    await userEvent.upload(input, [png('1.png'), png('2.png'), png('3.png')]);
    await screen.findByRole('img', { name: '3.png' });
    const submit = screen.getByRole('button', { name: 'Send application' });
    // Two presses at once (the images were read when picked): the second must find the submit already busy.
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText('Application sent. We will review it shortly.')).toBeInTheDocument();
    // Time for a second call to leave, were there one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(applications).toHaveLength(1);
  });

  it('moves the focus to the new status once the application is sent, not to the page start', async () => {
    const input = await openJoinedPromotion();
    await userEvent.upload(input, png('1.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(focusedText()).toBe('Application under review'));
  });

  it('a trial account is not asked for a status the reward center refuses (spec §6): it sees Join, not an error', async () => {
    await startSandboxTrial();
    const statusCalls = sandbox.record(/MCSFE_getRewardCenter/);
    renderWithProviders(<PromoDetailPage />, { route: '/promoDetail?promotionId=503', store: createTestStore() });
    expect(await screen.findByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(statusCalls).toHaveLength(0);
  });

  it('a raffle offers its draw, not Join or a reward request: the prize won is said where the draw was, with the focus, and the draw goes', async () => {
    openPromotion(createTestStore(), RAFFLE_ID);
    const draw = await screen.findByRole('button', { name: 'Draw now' });
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    await userEvent.click(draw);
    const won = await screen.findByRole('status');
    expect(won).toHaveTextContent(/^You won ¥\d+ bonus \(¥\d+\.00\)\.$/);
    expect(won).toHaveFocus();
    expect(screen.getByText('Claimed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draw now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request reward' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('a raffle drawn today offers no draw when its page opens again, nor Join: it says it is claimed', async () => {
    openPromotion(createTestStore(), RAFFLE_ID);
    await userEvent.click(await screen.findByRole('button', { name: 'Draw now' }));
    await screen.findByRole('status');
    cleanup();
    openPromotion(createTestStore(), RAFFLE_ID);
    expect(await screen.findByText('Claimed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draw now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it("links to the operator's external page, opened in a new tab without opener (a link: a middle click or a screen reader's list of links finds it)", async () => {
    renderWithProviders(<PromoDetailPage />, { route: '/promoDetail?promotionId=506', store: createTestStore() });
    const link = await screen.findByRole('link', { name: 'More about this offer' });
    expect(link).toHaveAttribute('href', 'https://zalo.example.test/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers no external link that is not a web page: the operator link is not trusted blindly, as links in its HTML are not', async () => {
    serveAnnouncements(sandbox, {
      promotion: [{ id: 506, title: 'Zalo reward', content: '<p>Link Zalo.</p>', externalLink: SCRIPT_URL, startTime: 0 }],
    });
    renderWithProviders(<PromoDetailPage />, { route: '/promoDetail?promotionId=506', store: createTestStore() });
    expect(await screen.findByText('Link Zalo.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'More about this offer' })).toBeNull();
  });
});
