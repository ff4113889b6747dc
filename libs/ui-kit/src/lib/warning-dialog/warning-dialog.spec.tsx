import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { WarningDialog } from './warning-dialog';

describe('WarningDialog', () => {
  it('is an alert dialog described by its message that starts on Cancel, so Enter does not confirm', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <WarningDialog
        open
        title="Leave the game?"
        message="Your bet is still running."
        confirmLabel="Leave"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the game?' });
    expect(dialog).toHaveAccessibleDescription('Your bet is still running.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps the focus on Confirm while its action runs, and ignores further presses', async () => {
    const onConfirm = vi.fn();
    function Leaving() {
      const [busy, setBusy] = useState(false);
      const confirm = () => {
        onConfirm();
        setBusy(true);
      };
      return (
        <WarningDialog
          open
          title="Leave the game?"
          message="Your bet is still running."
          confirmLabel="Leave"
          onConfirm={confirm}
          onCancel={vi.fn()}
          busy={busy}
        />
      );
    }
    renderWithProviders(<Leaving />);
    const confirm = await screen.findByRole('button', { name: 'Leave' });
    await userEvent.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    // Not `disabled`: a browser moves the focus of a disabled button to the page (jsdom does not).
    expect(confirm).toBeEnabled();
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
