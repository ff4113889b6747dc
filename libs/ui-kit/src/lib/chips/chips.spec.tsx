import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { Chips } from './chips';

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
