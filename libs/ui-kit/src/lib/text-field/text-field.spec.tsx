import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { PasswordField, TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label and reads its error with it', async () => {
    renderWithProviders(<TextField label="Username" error="Too short" defaultValue="ab" />);
    const input = await screen.findByRole('textbox', { name: 'Username' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Too short');
  });
});

describe('PasswordField', () => {
  it('shows the password while its toggle is pressed and hides it again', async () => {
    renderWithProviders(<PasswordField label="Password" defaultValue="Secret#1" />);
    const toggle = await screen.findByRole('button', { name: 'Show password' });
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });
});
