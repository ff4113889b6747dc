import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { usePeriodLabel } from './period';

/** EN's and CN's words for a range of days, as their catalogs have them. */
const RANGE: Record<string, string> = { 'zh-CN': '{from} 至 {to}' };

const labelIn = (locale: string) =>
  renderHook(() => usePeriodLabel(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <IntlProvider locale={locale} messages={{ 'agent.periodRange': RANGE[locale] ?? '{from} – {to}' }}>
        {children}
      </IntlProvider>
    ),
  }).result.current;

describe('a period named by its first day (spec §9 periods)', () => {
  it('reads a half month as its days: the 1st to the 15th, the 16th to the month’s end', () => {
    const label = labelIn('en');
    expect(label('2026-02-01', 'SEMIMONTHLY')).toBe('2026-02-01 – 2026-02-15');
    expect(label('2026-02-16', 'SEMIMONTHLY')).toBe('2026-02-16 – 2026-02-28');
  });

  it('reads a week as its seven days, across a month end', () => {
    expect(labelIn('en')('2026-03-30', 'WEEKLY')).toBe('2026-03-30 – 2026-04-05');
  });

  it('reads a month as a month and a day as a date', () => {
    const label = labelIn('en');
    expect(label('2026-01-01', 'MONTHLY')).toBe('January 2026');
    expect(label('2026-01-01', 'DAILY')).toBe('2026-01-01');
  });

  it('writes days in the shared yyyy-MM-dd pattern in every language, not the locale’s (2026/12/06 in Japanese)', () => {
    expect(labelIn('ja')('2026-12-06', 'DAILY')).toBe('2026-12-06');
    expect(labelIn('zh-CN')('2026-11-30', 'WEEKLY')).toBe('2026-11-30 至 2026-12-06');
  });

  it('keeps the Gregorian year in Thai (docs/decisions.md)', () => {
    expect(labelIn('th')('2026-01-01', 'MONTHLY')).toContain('2026');
  });

  it('shows a period it cannot read as sent', () => {
    expect(labelIn('en')('2026-W01', 'WEEKLY')).toBe('2026-W01');
  });
});
