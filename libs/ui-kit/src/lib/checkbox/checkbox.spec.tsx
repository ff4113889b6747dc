import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles from a click anywhere on its label and reads its error', async () => {
    renderWithProviders(<Checkbox label="I am over 18" error="Please confirm your age" />);
    const box = await screen.findByRole('checkbox', { name: 'I am over 18' });
    await userEvent.click(screen.getByText('I am over 18'));
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('Please confirm your age');
  });

  it('keeps its error linked and marked when the caller adds its own aria-describedby and aria-invalid', async () => {
    renderWithProviders(
      <>
        <p id="terms">Read the terms first</p>
        <Checkbox label="I am over 18" error="Please confirm your age" aria-describedby="terms" aria-invalid={false} />
      </>,
    );
    const box = await screen.findByRole('checkbox', { name: 'I am over 18' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Please confirm your age Read the terms first');
  });
});
