import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInToSandbox, renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { parseCsv } from '../../testing/csv-reader';
import { TeamBettingReport } from './reports';

serveSandbox();
// The sandbox seeds the team on its first agent call and logs in for real: slower than a mocked answer.
configure({ asyncUtilTimeout: 5000 });

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

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('team betting report (spec §9 presets, CSV export)', () => {
  it('exports every bet of the range as CSV with a header row and plain numbers, even in a comma-decimal language', async () => {
    await logInToSandbox('agent_l1');
    const files = captureDownloads();
    renderWithProviders(<TeamBettingReport />, { language: 'PT' });
    await screen.findAllByRole('row');
    await userEvent.click(screen.getByRole('button', { name: 'Últimos 30 dias' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Últimos 30 dias' })).toHaveAttribute('aria-pressed', 'true'));
    await screen.findByRole('navigation');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));

    // Read as a spreadsheet reads the bytes: the UTF-8 byte-order mark first.
    const [file] = files;
    const bytes = (await file?.blob.arrayBuffer()) ?? new ArrayBuffer(0);
    const [header, ...records] = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes));
    expect(file?.name).toMatch(/^team-betting-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(header).toEqual(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    );
    // More records than one page holds: the export is the whole range, not the page on screen.
    expect(records.length).toBeGreaterThan(10);
    expect(new Set(records.map((row) => row[0])).size).toBeGreaterThan(1);
    for (const row of records) {
      expect(row).toHaveLength(header?.length ?? 0);
      expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      for (const amount of row.slice(4)) expect(amount).toMatch(/^-?\d+(\.\d{1,2})?$/);
    }
  });
});
