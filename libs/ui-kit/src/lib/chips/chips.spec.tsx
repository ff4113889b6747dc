import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { Chips, ToggleChips } from './chips';

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
