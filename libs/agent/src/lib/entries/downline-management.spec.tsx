import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CALLS, type Downline } from '@wl/api-client';
import { renderAs } from '@wl/testing';
import { serveAgentSandbox } from '../../testing/agent-sandbox';
import { DownlineManagementEntry } from './downline-management';

const sandbox = serveAgentSandbox({ freshPerTest: true });

/** Level choices of the filter, as shown. */
const levelChoices = () =>
  within(screen.getByRole('combobox', { name: 'Level' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

const downline = (level: number): Downline => ({
  username: `tier${level}`,
  nickname: `Tier ${level}`,
  customerType: 1,
  level,
  uplineName: level === 1 ? 'agent_l1' : `tier${level - 1}`,
  balance: 0,
  registerTime: 0,
  lastLoginTime: null,
  depositTotal: 0,
  withdrawalTotal: 0,
});

describe('downline management level filter', () => {
  it('offers the levels the team has, no fixed depth: agent_l2’s team is two levels deep', async () => {
    // Settled once the third level has been asked for and answered none.
    const probedThird = new Promise<void>((resolve) => {
      const answered = ({ request }: { request: Request }) => {
        if (!request.url.includes(CALLS.agent.downlines.path) || new URL(request.url).searchParams.get('level') !== '3') return;
        sandbox.server.events.removeListener('response:mocked', answered);
        resolve();
      };
      sandbox.server.events.on('response:mocked', answered);
    });
    await renderAs('agent_l2', <DownlineManagementEntry />);
    await screen.findByRole('option', { name: 'Level 2' });
    await probedThird;
    expect(levelChoices()).toEqual(['All levels', 'Level 1', 'Level 2']);
  });

  it('offers the levels the team has, no fixed depth: a team five levels deep offers five', async () => {
    // One downline at each of five levels; the unfiltered list shows only the first.
    sandbox.server.use(
      http.get(`*${CALLS.agent.downlines.path}`, ({ request }) => {
        const level = Number(new URL(request.url).searchParams.get('level') ?? 1);
        const content = level <= 5 ? [downline(level)] : [];
        return HttpResponse.json({
          success: true,
          value: { content, pageNum: 1, pageSize: 10, totalPages: 1, totalElements: content.length },
        });
      }),
    );
    await renderAs('agent_l1', <DownlineManagementEntry />);
    await screen.findByRole('option', { name: 'Level 5' }, { timeout: 10_000 });
    expect(levelChoices()).toEqual(['All levels', 'Level 1', 'Level 2', 'Level 3', 'Level 4', 'Level 5']);
  });

  it('asks no deeper than the answers go: a server that ignores the level filter is not asked level after level', async () => {
    const levelsAsked: string[] = [];
    sandbox.server.use(
      http.get(`*${CALLS.agent.downlines.path}`, ({ request }) => {
        levelsAsked.push(new URL(request.url).searchParams.get('level') ?? '');
        // Every ask answers the same direct downline, whatever level it named.
        return HttpResponse.json({
          success: true,
          value: { content: [downline(1)], pageNum: 1, pageSize: 10, totalPages: 1, totalElements: 1 },
        });
      }),
    );
    await renderAs('agent_l1', <DownlineManagementEntry />);
    await screen.findByRole('option', { name: 'Level 1' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(levelChoices()).toEqual(['All levels', 'Level 1']);
    // Level 1 before the list has come, then level 2, whose answer is no level-2 downline.
    expect(levelsAsked.filter((level) => level !== '')).toEqual(['1', '2']);
  });
});
