import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAs } from '@wl/testing';
import { serveAgentSandbox } from '../../testing/agent-sandbox';
import { parseCsv } from '../../testing/csv-reader';
import { REPORT_PAGE_SIZE } from './date-range';
import { CreditReportPage, DownlineTransactionsReport, exportCall, TeamBettingReport } from './reports';

serveAgentSandbox();
afterEach(() => vi.restoreAllMocks());

/** What the page handed to the browser as a download. */
function captureDownloads() {
  const files: Array<{ name: string; blob: Blob }> = [];
  let blob: Blob | undefined;
  const createObjectURL = (value: Blob) => {
    blob = value;
    return 'blob:report';
  };
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
}

/** agent_l1 opens a report in Portuguese (a comma-decimal language), picks the last 30 days and exports them. */
async function exportLast30Days(report: ReactElement) {
  const files = captureDownloads();
  await renderAs('agent_l1', report, { language: 'PT' });
  await userEvent.click(await screen.findByRole('button', { name: 'Últimos 30 dias' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Últimos 30 dias' })).toHaveAttribute('aria-pressed', 'true'));
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  await waitFor(() => expect(files).toHaveLength(1));
  // Read as a spreadsheet reads the bytes: the UTF-8 byte-order mark first.
  const [file] = files;
  const bytes = (await file?.blob.arrayBuffer()) ?? new ArrayBuffer(0);
  const [header = [], ...records] = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes));
  return { name: file?.name, header, records };
}

const table = () => within(screen.getByRole('table'));
/** The column names the table shows. */
const tableHeader = () =>
  table()
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
/** The records on the table's first page, cell by cell as shown. */
const tableRecords = () =>
  table()
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
/** Columns `from` to `to` (exclusive) of the records a report page holds. */
const firstPage = (records: Array<Array<string | null>>, from: number, to: number) =>
  records.slice(0, REPORT_PAGE_SIZE).map((record) => record.slice(from, to));
/** Column `index` of each record. */
const column = (records: Array<Array<string | null>>, index: number) => records.map((record) => record[index]);

/**
 * The CSV reads as its report's table: the same header, the same values in columns 1 and 2 on the
 * first page, a machine-readable time first and plain amounts from column 3 on.
 */
async function expectReadsAsTable({ header, records }: { header: string[]; records: string[][] }) {
  expect(header).toEqual(tableHeader());
  // Record for record (once the table shows the range too).
  await waitFor(() => expect(firstPage(records, 1, 3)).toEqual(firstPage(tableRecords(), 1, 3)));
  for (const row of records) {
    expect(row[0]).toMatch(DATE_TIME);
    for (const amount of row.slice(3)) expect(amount).toMatch(PLAIN_AMOUNT);
  }
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** What a spreadsheet sums in any locale: an optional minus, digits, a dot and at most two decimals. */
const PLAIN_AMOUNT = /^-?\d+(\.\d{1,2})?$/;

describe('team betting report (spec §9 presets, CSV export)', () => {
  it('exports every bet of the range as CSV with a header row and plain numbers, even in a comma-decimal language, in a file named in that language', async () => {
    const { name, header, records } = await exportLast30Days(<TeamBettingReport />);
    expect(name).toMatch(/^Apostas da equipe-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(header).toEqual(tableHeader());
    // More records than one page holds: the export is the whole range, not the page on screen.
    expect(records.length).toBeGreaterThan(10);
    expect(new Set(column(records, 0)).size).toBeGreaterThan(1);
    for (const row of records) {
      expect(row).toHaveLength(header.length);
      expect(row[0]).toMatch(DATE_TIME);
      for (const amount of row.slice(4)) expect(amount).toMatch(PLAIN_AMOUNT);
    }
  });
});

describe('a report’s CSV reads as its table: the same names, amounts a spreadsheet sums, machine-readable times', () => {
  it('names each downline transaction’s type in the reader’s language, as the table does, not by its code', async () => {
    const csv = await exportLast30Days(<DownlineTransactionsReport />);
    // Username and type read as on screen.
    await expectReadsAsTable(csv);
    expect(column(csv.records, 2)).toContain('Depósito');
    expect(column(csv.records, 2)).not.toContain('DEPOSIT');
  });

  it('names each credit record’s type in the reader’s language, as the table does, not by its code', async () => {
    const csv = await exportLast30Days(<CreditReportPage />);
    // Type and username read as on screen.
    await expectReadsAsTable(csv);
    expect(column(csv.records, 1)).toContain('Crédito concedido');
    expect(column(csv.records, 1)).not.toContain('GRANT');
  });
});

describe('an export’s calls', () => {
  const call = (answer: Promise<string>) => ({ unwrap: () => answer, abort: vi.fn() });

  it('cancels the call under way when the export is cancelled', async () => {
    const exporting = new AbortController();
    const pending = call(new Promise<string>(() => undefined));
    void exportCall(pending, exporting.signal);
    exporting.abort();
    expect(pending.abort).toHaveBeenCalledOnce();
  });

  it('lets go of a call once it has answered: cancelling the export later reaches none of its finished pages', async () => {
    const exporting = new AbortController();
    const pages = [call(Promise.resolve('page 1')), call(Promise.reject(new Error('page 2 failed')))];
    await exportCall(pages[0], exporting.signal);
    await expect(exportCall(pages[1], exporting.signal)).rejects.toThrow('page 2 failed');
    exporting.abort();
    for (const page of pages) expect(page.abort).not.toHaveBeenCalled();
  });
});
