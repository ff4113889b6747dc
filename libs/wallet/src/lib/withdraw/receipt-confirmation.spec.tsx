import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { ReceiptConfirmation } from './receipt-confirmation';

const renderQuestion = () =>
  renderWithProviders(
    <ReceiptConfirmation
      withdrawal={{ orderId: 'W1001', amount: '500.00', bankAccountId: 'b1', status: 'DISBURSED', createdAt: 0 }}
      autoReceiveMinutes={30}
      format={(amount) => `¥${amount}`}
      onAnswered={vi.fn()}
    />,
  );

describe('receipt confirmation (spec §4)', () => {
  it('without a deadline from the server, the question names the minutes only', async () => {
    renderQuestion();
    const region = await screen.findByRole('region', { name: 'Did you receive ¥500.00?' });
    expect(region).toHaveTextContent(
      'Withdrawal W1001 has been paid out. Did you receive it? Without an answer within 30 minutes it counts as received and is not refunded.',
    );
  });

  it('"Not received" gives the focus to the proof it asks for, and "Back" returns it to "Not received"', async () => {
    renderQuestion();
    await userEvent.click(await screen.findByRole('button', { name: 'Not received' }));
    expect(screen.getByLabelText(/Proof of non-receipt/)).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Not received' })).toHaveFocus();
  });
});
