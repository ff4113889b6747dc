import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SalaryRecord } from '@wl/api-client';
import { renderAs } from '@wl/testing';
import { serveAgentSandbox } from '../../testing/agent-sandbox';
import { REPORT_PAGE_SIZE } from '../reports/date-range';
import { PaidRecords } from './paid-records';

serveAgentSandbox();

/** Hourly salary: several records share a day. */
const record = (amount: number): SalaryRecord => ({ period: '2026-11-30', betAmount: 1000, activeMembers: 3, rate: 0.5, amount });

/** The body rows of the paid records table. */
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Paid records' }))
    .getAllByRole('row')
    .slice(1);

afterEach(() => vi.restoreAllMocks());

describe('paid records', () => {
  it('keys paid records uniquely: two records of one period are both shown, without a repeated key', async () => {
    const errors = vi.spyOn(console, 'error');
    await renderAs('agent_l41', <PaidRecords kind="HOURLY" records={[record(1), record(2)]} />);
    await screen.findByRole('table', { name: 'Paid records' });
    expect(bodyRows()).toHaveLength(2);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
  });

  it('pages paid records, ten a page like the reports', async () => {
    const records = Array.from({ length: REPORT_PAGE_SIZE + 1 }, (_, i) => record(i + 1));
    await renderAs('agent_l41', <PaidRecords kind="REALTIME" records={records} />);
    await screen.findByRole('table', { name: 'Paid records' });
    expect(bodyRows()).toHaveLength(REPORT_PAGE_SIZE);
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next page' }));
    expect(bodyRows()).toHaveLength(1);
  });
});
