import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { Tabs } from './tabs';

const TABS = [
  { key: 'deposit', label: 'Deposit' },
  { key: 'withdraw', label: 'Withdraw' },
  { key: 'transfer', label: 'Transfer' },
] as const;

function Harness({ dir = 'ltr' }: { dir?: 'ltr' | 'rtl' }) {
  const [selected, setSelected] = useState<(typeof TABS)[number]['key']>('deposit');
  return (
    <div dir={dir} style={{ direction: dir }}>
      <Tabs label="Wallet" tabs={TABS} selected={selected} onSelect={setSelected}>
        {selected} panel
      </Tabs>
    </div>
  );
}

describe('Tabs', () => {
  it('is one tab stop whose arrow keys move and select along the reading direction', async () => {
    renderWithProviders(<Harness />);
    await screen.findByRole('tab', { name: 'Deposit' });
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Deposit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Withdraw' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Withdraw' })).toHaveTextContent('withdraw panel');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Transfer' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('a tab list wider than its box fades the edge that hides more tabs', async () => {
    renderWithProviders(<Harness />);
    const list = await screen.findByRole('tablist', { name: 'Wallet' });
    expect(list).not.toHaveAttribute('data-more-right');
    Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 300 });
    Object.defineProperty(list, 'clientWidth', { configurable: true, value: 100 });
    fireEvent.scroll(list);
    expect(list).toHaveAttribute('data-more-right');
    const css = [...document.querySelectorAll('style')].map((tag) => tag.textContent).join('');
    expect([...list.classList].some((name) => css.includes(`.${name}[data-more-right]{`))).toBe(true);
  });

  it('moves the other way in right-to-left pages', async () => {
    renderWithProviders(<Harness dir="rtl" />);
    await screen.findByRole('tab', { name: 'Deposit' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the first tab as the tab stop when the selected key is none of the tabs', async () => {
    renderWithProviders(
      <Tabs label="Wallet" tabs={TABS} selected={'missing' as (typeof TABS)[number]['key']} onSelect={() => undefined}>
        panel
      </Tabs>,
    );
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([screen.getByRole('tab', { name: 'Deposit' })]);
  });
});
