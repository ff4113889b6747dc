import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, styleDeclarationsFor, testTheme } from '@wl/testing';
import { ChipLinks, Chips, ToggleChips } from './chips';

function Harness() {
  const [value, setValue] = useState('all');
  return (
    <Chips
      label="Status"
      value={value}
      onChange={setValue}
      options={[
        { value: 'all', label: 'All' },
        { value: 'pending', label: 'Pending' },
        { value: 'done', label: 'Done' },
      ]}
    />
  );
}

describe('Chips', () => {
  it('is a named group with one choice, changed by click or arrow keys', async () => {
    renderWithProviders(<Harness />);
    const group = await screen.findByRole('group', { name: 'Status' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(screen.getByText('Pending'));
    expect(screen.getByRole('radio', { name: 'Pending' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Done' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All' })).not.toBeChecked();
  });
});

describe('ToggleChips', () => {
  function Toggles({ onChange }: { onChange: (value: string) => void }) {
    const [value, setValue] = useState('Lott');
    return (
      <ToggleChips
        label="Prize mode"
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        options={[
          { value: 'Lott', label: 'Lottery' },
          { value: 'Elott', label: 'E-lottery' },
          { value: 'SEA', label: 'Southeast Asia' },
        ]}
      />
    );
  }

  it('chooses only on a press: arrow keys and Tab move along the buttons and choose nothing; the current one does nothing', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Toggles onChange={onChange} />);
    await screen.findByRole('group', { name: 'Prize mode' });
    const lottery = screen.getByRole('button', { name: 'Lottery' });
    expect(lottery).toHaveAttribute('aria-pressed', 'true');
    lottery.focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'E-lottery' })).toHaveFocus();
    await userEvent.click(lottery);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Southeast Asia' }));
    expect(onChange).toHaveBeenCalledWith('SEA');
    expect(screen.getByRole('button', { name: 'Southeast Asia' })).toHaveAttribute('aria-pressed', 'true');
    expect(lottery).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('a row of chips wider than its place (a phone, the deposit page’s payment methods)', () => {
  const options = [
    { value: 'bank', label: 'Online banking' },
    { value: 'wallet', label: 'E-wallet' },
    { value: 'card', label: 'Card' },
  ];

  /** What a row of chips is drawn as: it must wrap, as a row cut at the edge hides the choices past it. */
  function expectWrapsEveryChoice(row: Element, chip: Element) {
    const declarations = styleDeclarationsFor(row);
    expect(declarations).toContain('flex-wrap:wrap');
    expect(declarations.filter((declaration) => declaration.startsWith('overflow'))).toEqual([]);
    // Still a thumb's target each, whatever line it lands on.
    expect(styleDeclarationsFor(chip)).toContain(`min-block-size:${testTheme.size.touch}`);
  }

  it('wraps its radios onto more lines, each choice in sight, also in a right-to-left page', async () => {
    renderWithProviders(
      <div dir="rtl">
        <Chips label="Payment method" value="bank" onChange={() => undefined} options={options} />
      </div>,
    );
    await screen.findByRole('group', { name: 'Payment method' });
    const chip = screen.getByText('E-wallet');
    expectWrapsEveryChoice(chip.closest('label')?.parentElement as HTMLElement, chip);
  });

  it('as a phone row, declares one line scrolling sideways with faded edges (for the phone: e2e checks the lobby on one)', async () => {
    renderWithProviders(<Chips label="Provider" value="bank" onChange={() => undefined} options={options} phoneRow />);
    await screen.findByRole('group', { name: 'Provider' });
    const row = screen.getByText('E-wallet').closest('label')?.parentElement as HTMLElement;
    const declarations = styleDeclarationsFor(row);
    expect(declarations).toContain('flex-wrap:wrap');
    expect(declarations).toContain('flex-wrap:nowrap');
    expect(declarations).toContain('overflow-x:auto');
    expect(declarations).toContain('mask-image:var(--fade-mask)');
  });

  it('wraps its links onto more lines', async () => {
    renderWithProviders(<ChipLinks label="Providers" options={options} hrefOf={(value) => `#${value}`} onChoose={() => undefined} />);
    const link = await screen.findByRole('link', { name: 'Card' });
    expectWrapsEveryChoice(screen.getByRole('list'), link);
  });

  it('starts its links at the row’s start, without the browser’s list indent (on a lobby they stood 40px in from the heading)', async () => {
    renderWithProviders(<ChipLinks label="Providers" options={options} hrefOf={(value) => `#${value}`} onChoose={() => undefined} />);
    await screen.findByRole('link', { name: 'Card' });
    expect(styleDeclarationsFor(screen.getByRole('list'))).toContain('padding:0');
  });

  it('wraps its toggle buttons onto more lines', async () => {
    renderWithProviders(<ToggleChips label="Prize mode" value="bank" onChange={() => undefined} options={options} />);
    const button = await screen.findByRole('button', { name: 'Card' });
    expectWrapsEveryChoice(screen.getByRole('list'), button);
  });
});
