import { DEFAULT_MINIMUM_AGE, type BrandConfig, type MinimumAge } from '@wl/brand';
import type { FieldMessage, FieldRule } from './field-rules';
import { FORM_MESSAGE_KEYS } from './form-messages';
import { PATTERN_KINDS } from './pattern-kinds';

/** Birthdays (spec §5): the brand's minimum age, and the date kind a birthday's rule asks for. */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The brand's minimum age (spec §5, §9): 18 unless the brand file says 21. */
export const minimumAgeOf = (brand: Pick<BrandConfig, 'minimumAge'>): MinimumAge => brand.minimumAge ?? DEFAULT_MINIMUM_AGE;

/** `yyyy-MM-dd` of a local calendar day. */
const dayOf = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The latest birthday that is old enough today: the same calendar day `minimumAge` years ago, or
 * 28 February when today is 29 February and that year had none.
 */
export function latestAllowedBirthday(minimumAge: number, today: Date): string {
  const date = new Date(today.getFullYear() - minimumAge, today.getMonth(), today.getDate());
  // On 29 February the same day that many years ago may not exist: new Date rolls it to 1 March, a
  // player still a day short, so take the day before (28 February).
  if (date.getMonth() !== today.getMonth()) date.setDate(0);
  return dayOf(date);
}

/** Whether someone born on `birthday` (`yyyy-MM-dd`) is at least `minimumAge` on `today`. */
export function isOldEnough(birthday: string, minimumAge: number, today: Date): boolean {
  if (!DAY.test(birthday)) return false;
  return birthday <= latestAllowedBirthday(minimumAge, today);
}

/** The catalogued refusal (spec §5 "user must be 18 or older"), with the brand's age; none for an empty date. */
export function ageMessage(birthday: string, minimumAge: number, today: Date): FieldMessage | null {
  if (!birthday) return null;
  return isOldEnough(birthday, minimumAge, today) ? null : { key: FORM_MESSAGE_KEYS.tooYoung, values: { age: minimumAge } };
}

const MONTH_DAY_YEAR = /^(\d{2})-(\d{2})-(\d{4})$/;

/**
 * A date field's value as its rule asks for it: a date input gives `yyyy-MM-dd` (spec §5's kind 12), and a field
 * whose rule is kind 14 wants `MM-dd-yyyy`. Checked against the rule and sent in that form; anything else is left as is.
 */
export function dateAsSent(inputDate: string, rule: Pick<FieldRule, 'patternId'> | undefined): string {
  const parts = DAY.exec(inputDate);
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
