/**
 * Reports export as CSV that a spreadsheet opens as it is: a header row, one row per record,
 * numbers locale-neutral (no grouping, `.` as the decimal mark) and dates as `yyyy-MM-dd HH:mm:ss`,
 * fields quoted where they must be (RFC 4180), CRLF line ends, and a UTF-8 byte-order mark so
 * spreadsheet programs read the translated headers and names right.
 */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

const BOM = '\uFEFF';
const NEEDS_QUOTES = /[",\r\n]/;
/** Spreadsheets run a cell that starts like a formula; a leading quote keeps it text (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function field(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(columns: CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((column) => field(column.header)), ...rows.map((row) => columns.map((column) => field(column.value(row))))];
  return BOM + lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

/** `yyyy-MM-dd HH:mm:ss` in the player's own time, the same as the screen shows. */
export function csvDateTime(ms: number): string {
  const date = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * How long the file's address outlives the click: some browsers start reading it only after the
 * click returns, and a revoked address fails the download (FileSaver.js waits as long).
 */
export const DOWNLOAD_URL_LIFETIME_MS = 40_000;

/** Characters a file name may not hold on Windows, macOS or Linux (line breaks go with the spaces). */
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|]+/g;

/**
 * A CSV file's name in the reader's language: the report's title (the agent reads their own language in the file
 * list, as on the screen) and any dates, joined with "-"; what a file system refuses becomes a space.
 */
export function csvFileName(title: string, ...parts: string[]): string {
  const name = [title, ...parts].map((part) => part.replace(UNSAFE_IN_FILE_NAMES, ' ').replace(/\s+/g, ' ').trim()).filter(Boolean);
  return `${name.join('-')}.csv`;
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}
