import type { FieldRule } from './field-rules';
import { PATTERN_KINDS } from './pattern-kinds';

const YEAR_MONTH_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_DAY_YEAR = /^(\d{2})-(\d{2})-(\d{4})$/;

/**
 * A date field's value as its rule asks for it: a date input gives `yyyy-MM-dd` (spec §5's kind 12), and a field
 * whose rule is kind 14 wants `MM-dd-yyyy`. Checked against the rule and sent in that form; anything else is left as is.
 */
export function dateAsSent(inputDate: string, rule: Pick<FieldRule, 'patternId'> | undefined): string {
  const parts = YEAR_MONTH_DAY.exec(inputDate);
  if (!parts || rule?.patternId !== PATTERN_KINDS.dateMonthDayYear.patternId) return inputDate;
  const [, year, month, day] = parts;
  return `${month}-${day}-${year}`;
}

/** A date as a server holds it, in either of spec §5's date kinds, as a date input takes it (`yyyy-MM-dd`). */
export function dateAsInput(date: string): string {
  const parts = MONTH_DAY_YEAR.exec(date);
  if (!parts) return date;
  const [, month, day, year] = parts;
  return `${year}-${month}-${day}`;
}
