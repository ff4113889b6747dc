import { describe, expect, it } from 'vitest';
import { dateAsInput, dateAsSent } from './age-rule';
import { PATTERN_KINDS } from './pattern-kinds';

describe("a date field's value as the date input gives it and as its rule asks for it (spec §5 kinds 12 and 14)", () => {
  it('a rule of kind 14 gets MM-dd-yyyy, month first', () => {
    expect(dateAsSent('1990-05-21', PATTERN_KINDS.dateMonthDayYear)).toBe('05-21-1990');
  });

  it('a rule of kind 12, another kind or no rule gets the input’s yyyy-MM-dd', () => {
    expect(dateAsSent('1990-05-21', PATTERN_KINDS.dateYearMonthDay)).toBe('1990-05-21');
    expect(dateAsSent('1990-05-21', PATTERN_KINDS.freeCharacters)).toBe('1990-05-21');
    expect(dateAsSent('1990-05-21', undefined)).toBe('1990-05-21');
  });

  it('an empty or partial value is left for the rule to judge', () => {
    expect(dateAsSent('', PATTERN_KINDS.dateMonthDayYear)).toBe('');
    expect(dateAsSent('1990-5-21', PATTERN_KINDS.dateMonthDayYear)).toBe('1990-5-21');
  });

  it('a server’s MM-dd-yyyy date shows in the date input as yyyy-MM-dd; a yyyy-MM-dd one as it is', () => {
    expect(dateAsInput('05-21-1990')).toBe('1990-05-21');
    expect(dateAsInput('1990-05-21')).toBe('1990-05-21');
    expect(dateAsInput('')).toBe('');
  });

  it('a date goes there and back unchanged', () => {
    expect(dateAsInput(dateAsSent('2001-12-31', PATTERN_KINDS.dateMonthDayYear))).toBe('2001-12-31');
  });
});
