import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { usePeriodLabel } from './period';

const labelIn = (locale: string) =>
  renderHook(() => usePeriodLabel(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <IntlProvider locale={locale} messages={{}}>
        {children}
      </IntlProvider>
    ),
  }).result.current;

describe('a period named by its first day (spec §9 periods)', () => {
  it('reads a half month as its days: the 1st to the 15th, the 16th to the month’s end', () => {
    const label = labelIn('en');
    expect(label('2026-02-01', 'SEMIMONTHLY')).toMatch(/^Feb 1\s–\s15, 2026$/);
    expect(label('2026-02-16', 'SEMIMONTHLY')).toMatch(/^Feb 16\s–\s28, 2026$/);
  });

  it('reads a week as its seven days, across a month end', () => {
    expect(labelIn('en')('2026-03-30', 'WEEKLY')).toMatch(/^Mar 30\s–\sApr 5, 2026$/);
  });

  it('reads a month as a month and a day as a date', () => {
    const label = labelIn('en');
    expect(label('2026-01-01', 'MONTHLY')).toBe('January 2026');
    expect(label('2026-01-01', 'DAILY')).toBe('Jan 1, 2026');
  });

  it('keeps the Gregorian year in Thai (docs/decisions.md)', () => {
    expect(labelIn('th')('2026-01-01', 'MONTHLY')).toContain('2026');
  });

  it('shows a period it cannot read as sent', () => {
    expect(labelIn('en')('2026-W01', 'WEEKLY')).toBe('2026-W01');
  });
});
