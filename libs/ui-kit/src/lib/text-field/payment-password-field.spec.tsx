import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { PAYMENT_PASSWORD_FIELD, PaymentPasswordField } from './payment-password-field';

describe('PaymentPasswordField', () => {
  it('asks browsers for no saved password (a login password filled in would count as a wrong try), under the name a refusal finds it by', async () => {
    renderWithProviders(
      <form aria-label="Withdraw">
        <PaymentPasswordField label="Payment password" />
      </form>,
    );
    const field = await screen.findByLabelText('Payment password');
    expect(field).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('form', { name: 'Withdraw' })).toHaveFormValues({ [PAYMENT_PASSWORD_FIELD]: '' });
  });
});
