import { describe, expect, it } from 'vitest';
import { ageMessage, isOldEnough, latestAllowedBirthday, minimumAgeOf } from './age-rule';

const today = new Date(2026, 10, 23); // 23 November 2026, local time

describe('date of birth and the brand minimum age (spec §5, §9)', () => {
  it('refuses 17 years and 364 days, accepts 18 years to the day', () => {
    expect(isOldEnough('2008-11-24', 18, today)).toBe(false);
    expect(isOldEnough('2008-11-23', 18, today)).toBe(true);
    expect(isOldEnough('1990-01-01', 18, today)).toBe(true);
  });

  it('a 21+ brand refuses 20 years and 364 days and accepts 21 years', () => {
    expect(isOldEnough('2005-11-24', 21, today)).toBe(false);
    expect(isOldEnough('2005-11-23', 21, today)).toBe(true);
    expect(isOldEnough('2008-11-23', 21, today)).toBe(false);
  });

  it('a birthday on 29 February comes of age on 1 March of a common year', () => {
    expect(latestAllowedBirthday(18, new Date(2027, 1, 28))).toBe('2009-02-28');
    expect(isOldEnough('2008-02-29', 18, new Date(2026, 1, 28))).toBe(false);
    expect(isOldEnough('2008-02-29', 18, new Date(2026, 2, 1))).toBe(true);
  });

  it('on 29 February, one born on 1 March that many years ago is still a day short', () => {
    const leapDay = new Date(2024, 1, 29);
    expect(latestAllowedBirthday(18, leapDay)).toBe('2006-02-28');
    expect(isOldEnough('2006-03-01', 18, leapDay)).toBe(false);
    expect(isOldEnough('2006-02-28', 18, leapDay)).toBe(true);
    expect(isOldEnough('2003-03-01', 21, leapDay)).toBe(false);
    // A leap year that many years ago keeps its own 29 February.
    expect(latestAllowedBirthday(20, leapDay)).toBe('2004-02-29');
  });

  it('says the brand age in the catalogued message; an empty or malformed date is not old enough', () => {
    expect(ageMessage('2008-11-24', 18, today)).toEqual({ key: 'forms.tooYoung', values: { age: 18 } });
    expect(ageMessage('2005-11-24', 21, today)).toEqual({ key: 'forms.tooYoung', values: { age: 21 } });
    expect(ageMessage('2008-11-23', 18, today)).toBeNull();
    expect(ageMessage('', 18, today)).toBeNull();
    expect(isOldEnough('23/11/2000', 18, today)).toBe(false);
  });

  it('is 18 unless the brand says 21', () => {
    expect(minimumAgeOf({})).toBe(18);
    expect(minimumAgeOf({ minimumAge: 21 })).toBe(21);
  });
});
