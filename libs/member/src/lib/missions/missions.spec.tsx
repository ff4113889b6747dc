import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CALLS } from '@wl/api-client';
import { serveSandbox } from '@wl/testing/vitest';
import { renderAs } from '../../testing/member-session';
import MissionsPage from './missions-page';

const sandbox = serveSandbox();

/** The leaderboard calls made, by the mission each asks for. */
const leaderboardAsked = () =>
  sandbox.record(new RegExp(CALLS.promotions.missionLeaderboard.path), (request) => new URL(request.url).searchParams.get('missionId'));

/** Each mission's leaderboard as `rows` makes it; mission 2's answer waits for `release`. */
function serveLeaderboards(rows: (missionId: string | null) => { rank: number; userName: string; score: number }[]) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  sandbox.server.use(
    http.get(`*${CALLS.promotions.missionLeaderboard.path}`, async ({ request }) => {
      const missionId = new URL(request.url).searchParams.get('missionId');
      if (missionId === '2') await held;
      return HttpResponse.json({ success: true, value: rows(missionId) });
    }),
  );
  return release;
}

async function openLeaderboard() {
  await userEvent.click(await screen.findByRole('tab', { name: 'Leaderboard' }));
}

describe('mission leaderboard (spec §2 missionLeaderboard, §5 getMissionLeaderboard)', () => {
  it('each mission has its own leaderboard: choosing the second mission asks for it and shows it, named', async () => {
    const asked = leaderboardAsked();
    const release = serveLeaderboards((missionId) => [{ rank: 1, userName: `leader of ${missionId}`, score: 900 }]);
    await renderAs('member', <MissionsPage />);
    await openLeaderboard();
    const picker = await screen.findByRole('combobox', { name: 'Mission' });
    expect(picker).toHaveDisplayValue('Play 50 slot spins');
    const first = await screen.findByRole('table', { name: 'Leaderboard: Play 50 slot spins' });
    expect(within(first).getByRole('cell', { name: 'leader of 1' })).toBeInTheDocument();

    await userEvent.selectOptions(picker, 'Deposit 3 days in a row');
    // Until its answer comes, the first mission's rows do not pass for the second's.
    expect(screen.queryByRole('cell', { name: 'leader of 1' })).not.toBeInTheDocument();
    release();
    const second = await screen.findByRole('table', { name: 'Leaderboard: Deposit 3 days in a row' });
    expect(within(second).getByRole('cell', { name: 'leader of 2' })).toBeInTheDocument();
    expect(asked).toEqual(['1', '2']);
  });

  it('players who tie on rank are both listed, each its own row', async () => {
    // React says when two rows share a key: then it may drop or repeat one as the rows change.
    const errors = vi.spyOn(console, 'error');
    onTestFinished(() => errors.mockRestore());
    serveLeaderboards(() => [
      { rank: 1, userName: 'pl***1', score: 900 },
      { rank: 1, userName: 'pl***7', score: 900 },
      { rank: 3, userName: 'pl***2', score: 500 },
    ]);
    await renderAs('member', <MissionsPage />);
    await openLeaderboard();
    const table = await screen.findByRole('table', { name: 'Leaderboard: Play 50 slot spins' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['pl***1', 'pl***7', 'pl***2']);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
  });

  it('missions are written in the player’s language: a language switch shows them in the new one', async () => {
    // The server titles a mission in the language its `Language` header names.
    sandbox.server.use(
      http.get(`*${CALLS.promotions.missionSummary.path}`, ({ request }) => {
        const title = request.headers.get('Language') === 'VI' ? 'Nạp tiền hằng ngày' : 'Daily deposit';
        const missions = [{ missionId: 1, title, progress: 1, target: 2, reward: 10, status: 'OPEN' }];
        return HttpResponse.json({ success: true, value: { openMissionCount: 1, missions } });
      }),
    );
    const { setLanguage } = await renderAs('member', <MissionsPage />, { languages: ['EN', 'VI'] });
    expect(await screen.findByText('Daily deposit')).toBeInTheDocument();
    setLanguage('VI');
    expect(await screen.findByText('Nạp tiền hằng ngày')).toBeInTheDocument();
  });

  it('a mission card shows its progress and its reward as lines of their own, not run together in one line', async () => {
    await renderAs('member', <MissionsPage />);
    const card = await screen.findByRole('region', { name: 'Play 50 slot spins' });
    const progress = within(card).getByText('32 of 50 done').closest('p');
    const reward = within(card)
      .getByText(/^Reward: /)
      .closest('p');
    expect(progress).not.toBeNull();
    expect(reward).not.toBeNull();
    expect(progress).not.toBe(reward);
    expect(progress).not.toContainElement(reward);
  });
});
