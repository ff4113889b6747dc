import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCsv } from '../../testing/csv-reader';
import { csvDateTime, csvFileName, downloadCsv, DOWNLOAD_URL_LIFETIME_MS, toCsv } from './csv';

const columns = [
  { header: 'Username', value: (row: { name: string; amount: number; at: number }) => row.name },
  { header: 'Amount, ¥', value: (row: { amount: number }) => row.amount },
  { header: 'Time', value: (row: { at: number }) => csvDateTime(row.at) },
];

describe('CSV export of a report (opens in a spreadsheet)', () => {
  it('has a header row and one row per record, and reads back field for field', () => {
    const rows = [
      { name: 'l1_member01', amount: 1234567.5, at: new Date(2026, 10, 2, 9, 5, 7).getTime() },
      { name: 'says "hi", then\nleaves', amount: -20, at: new Date(2026, 10, 3, 23, 0, 0).getTime() },
    ];
    const parsed = parseCsv(toCsv(columns, rows));
    expect(parsed).toEqual([
      ['Username', 'Amount, ¥', 'Time'],
      ['l1_member01', '1234567.5', '2026-11-02 09:05:07'],
      ['says "hi", then\nleaves', '-20', '2026-11-03 23:00:00'],
    ]);
  });

  it("writes numbers locale-neutral: no grouping, a dot for decimals, whatever the player's language", () => {
    const [, row] = parseCsv(toCsv(columns, [{ name: 'x', amount: 9876543.21, at: 0 }]));
    expect(row?.[1]).toBe('9876543.21');
    expect(Number(row?.[1])).toBe(9876543.21);
  });

  it.each(['=HYPERLINK("http://evil")', '+1+cmd|" /C calc"!A0', '-2+3', '@SUM(A1:A9)', '\t=1+1', '\r=1+1'])(
    'keeps a cell that starts like a formula as text, so opening the file runs nothing: %j',
    (name) => {
      const [, row] = parseCsv(toCsv(columns, [{ name, amount: 1, at: 0 }]));
      expect(row?.[0]).toBe(`'${name}`);
    },
  );

  it('writes a negative amount as a number a spreadsheet sums, not as guarded text', () => {
    const [, row] = parseCsv(toCsv(columns, [{ name: 'x', amount: -20.5, at: 0 }]));
    expect(row?.[1]).toBe('-20.5');
  });

  it('exports an empty report as its header row alone', () => {
    expect(parseCsv(toCsv(columns, []))).toEqual([['Username', 'Amount, ¥', 'Time']]);
  });
});

describe('a CSV file name', () => {
  it('is the title in the reader’s language and the dates, joined with "-"', () => {
    expect(csvFileName('การเดิมพันของทีม', '2026-11-01', '2026-11-30')).toBe('การเดิมพันของทีม-2026-11-01-2026-11-30.csv');
  });

  it('keeps no character a file system refuses: a translated title with a slash or a colon is still one file', () => {
    expect(csvFileName('Profit/loss: "team"', '2026-11-01')).toBe('Profit loss team-2026-11-01.csv');
  });
});

describe('handing a CSV to the browser', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps the file’s address until the browser has had time to read it, then frees it', () => {
    vi.useFakeTimers();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    downloadCsv('report.csv', 'a,b\r\n');
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(revoked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(DOWNLOAD_URL_LIFETIME_MS);
    expect(revoked).toHaveBeenCalledWith('blob:report');
  });
});
