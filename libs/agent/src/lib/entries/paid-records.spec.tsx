import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SalaryRecord } from '@wl/api-client';
import { renderAs } from '@wl/testing';
import { serveAgentSandbox } from '../../testing/agent-sandbox';
import { REPORT_PAGE_SIZE } from '../reports/date-range';
import { PaidRecords } from './paid-records';

serveAgentSandbox();

/** Hourly wages: several records share a day. */
const record = (amount: number): SalaryRecord => ({ period: '2026-11-30', betAmount: 1000, activeMembers: 3, rate: 0.5, amount });

/** The body rows of the paid records table. */
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Paid records' }))
    .getAllByRole('row')
    .slice(1);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('paid records', () => {
  it('keys paid records uniquely: two records of one period are both shown, without a repeated key', async () => {
    const errors = vi.spyOn(console, 'error');
    await renderAs('agent_l41', <PaidRecords contractTitle="Hourly wages" records={[record(1), record(2)]} />);
    await screen.findByRole('table', { name: 'Paid records' });
    expect(bodyRows()).toHaveLength(2);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
  });

  it('pages paid records, ten a page like the reports', async () => {
    const records = Array.from({ length: REPORT_PAGE_SIZE + 1 }, (_, i) => record(i + 1));
    await renderAs('agent_l41', <PaidRecords contractTitle="Real-time wages" records={records} />);
    await screen.findByRole('table', { name: 'Paid records' });
    expect(bodyRows()).toHaveLength(REPORT_PAGE_SIZE);
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next page' }));
    expect(bodyRows()).toHaveLength(1);
  });

  it('says by a status when the CSV starts downloading, as a report does, and says it again for the next export', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:records', revokeObjectURL: () => undefined }));
    const downloads = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderAs('agent_l41', <PaidRecords contractTitle="Hourly wages" records={[record(1)]} />);
    const card = await screen.findByRole('region', { name: 'Paid records' });
    // There, empty, before it speaks.
    const note = within(card).getByRole('status');
    expect(note).toBeEmptyDOMElement();
    await userEvent.click(within(card).getByRole('button', { name: 'Export CSV' }));
    expect(downloads).toHaveBeenCalledTimes(1);
    expect(note).toHaveTextContent('The export is ready: Hourly wages-Paid records.csv is downloading.');
    // A second export is said again: its words are new to the live region, not the same text left in place.
    const firstWords = note.firstChild;
    await userEvent.click(within(card).getByRole('button', { name: 'Export CSV' }));
    expect(downloads).toHaveBeenCalledTimes(2);
    expect(note.firstChild).not.toBe(firstWords);
    expect(note).toHaveTextContent('The export is ready: Hourly wages-Paid records.csv is downloading.');
  });
});
