import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CALLS } from '@wl/api-client';
import { renderAs, testTheme } from '@wl/testing';
import { serveAgentSandbox } from '../../testing/agent-sandbox';
import { TeamOverviewEntry } from './team-overview';

const sandbox = serveAgentSandbox({ freshPerTest: true });

const prompt = 'Choose a start and an end date, the start not after the end, to see the records.';

/** Holds every team-overview call until `release` is called. */
function holdOverview() {
  const held = { release: () => undefined as void };
  const gate = new Promise<void>((resolve) => (held.release = resolve));
  sandbox.server.use(
    http.get(`*${CALLS.agent.teamOverview.path}`, async () => {
      await gate;
      // Nothing returned: the sandbox answers.
    }),
  );
  return held;
}

describe('team overview shows only the figures of the range chosen', () => {
  it('asks for the whole range, and shows no figures, while it is half-filled or reversed', async () => {
    await renderAs('agent_l1', <TeamOverviewEntry />);
    await screen.findByText('Members');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    expect(await screen.findByText(prompt)).toBeInTheDocument();
    expect(screen.queryByText('Members')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020-01-01' } });
    expect(screen.getByText(prompt)).toBeInTheDocument();
    expect(screen.queryByText('Members')).not.toBeInTheDocument();
  });

  it('shows the new range loading, not the last range’s figures, until it answers', async () => {
    const { container } = await renderAs('agent_l1', <TeamOverviewEntry />);
    await screen.findByText('Members');
    const held = holdOverview();
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(screen.queryByText('Members')).not.toBeInTheDocument();
    held.release();
    expect(await screen.findByText('Members')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});

describe('team overview says the team has no members only when it has none now', () => {
  const noMembers = 'Your team has no members yet. Invite players from the register center.';
  /** Chooses a range that ended before any of the seeded team joined. */
  const chooseRangeBeforeTheTeam = () => {
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020-01-31' } });
  };
  /** The figure a term names (its `dd`). */
  const figure = (term: string) => screen.getByText(term).nextElementSibling;

  it('a range before the team existed shows its figures, no members then, and the team’s balance now', async () => {
    await renderAs('agent_l1', <TeamOverviewEntry />);
    await screen.findByText('Members');
    chooseRangeBeforeTheTeam();
    await waitFor(() => expect(figure('Members')).toHaveTextContent(/^0$/));
    expect(screen.queryByText(noMembers)).not.toBeInTheDocument();
    expect(figure('New members')).toHaveTextContent(/^0$/);
    // The balance is the team's now, whatever the range: agent_l1's team holds money.
    expect(figure('Team balance')).not.toHaveTextContent(/^¥0\.00$/);
  });

  it('a team with no members now says so, for a past range too', async () => {
    await renderAs('agent_l42', <TeamOverviewEntry />);
    expect(await screen.findByText(noMembers)).toBeInTheDocument();
    chooseRangeBeforeTheTeam();
    expect(await screen.findByText(noMembers)).toBeInTheDocument();
    expect(screen.queryByText('Members')).not.toBeInTheDocument();
  });
});

describe('team overview on a phone', () => {
  it('sets its figures two to a row, so a team’s figures do not take screen after screen', async () => {
    await renderAs('agent_l1', <TeamOverviewEntry />);
    const figures = (await screen.findByText('Members')).closest('dl') as HTMLElement;
    const css = [...document.querySelectorAll('style')].map((tag) => tag.textContent).join('');
    const phone = `@media ${testTheme.media.phone}{`;
    const twoToARow = [...figures.classList].some((name) =>
      css.includes(`${phone}.${name}{grid-template-columns:repeat(2, minmax(0, 1fr));`),
    );
    expect(twoToARow).toBe(true);
  });
});
