import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { ToastProvider, TOAST_DURATION_MS, useToast } from './toast';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.show({ message: 'Copied', tone: 'success' })}>
        Copy
      </button>
      <button type="button" onClick={() => toast.show({ message: 'Transfer failed', tone: 'danger' })}>
        Fail
      </button>
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('Toast', () => {
  it('a status goes by itself after a while; an error stays until dismissed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(screen.getByRole('alert')).toHaveTextContent('Transfer failed');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
