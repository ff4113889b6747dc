import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testTheme, withoutDirPseudoClass } from '@wl/testing';
import { Skeleton } from './skeleton';
import { CallFailure, EmptyState, ErrorActionsContext, ErrorState, type ErrorActionHandlers } from './states';

function withHandlers(handlers: ErrorActionHandlers) {
  return { wrapper: (children: ReactNode) => <ErrorActionsContext.Provider value={handlers}>{children}</ErrorActionsContext.Provider> };
}

describe('feedback states', () => {
  it('an error announces its message and retries on request', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<ErrorState message="Network abnormal" onRetry={onRetry} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Network abnormal');
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('a retry on its way keeps the focus on its button and ignores more presses', async () => {
    const onRetry = vi.fn();
    function Retrying() {
      const [retrying, setRetrying] = useState(false);
      return (
        <ErrorState
          message="Network abnormal"
          retrying={retrying}
          onRetry={() => {
            onRetry();
            setRetrying(true);
          }}
        />
      );
    }
    renderWithProviders(<Retrying />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    const retry = screen.getByRole('button', { name: 'Try again' });
    // Not `disabled`: a browser moves the focus of a disabled button to the page.
    expect(retry).not.toBeDisabled();
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    expect(retry).toHaveAttribute('aria-busy', 'true');
    expect(retry).toHaveFocus();
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('an error without a retry offers no button', async () => {
    renderWithProviders(<ErrorState message="Access restricted" />);
    await screen.findByRole('alert');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('"not logged in" offers the login popup instead of a retry (spec §8 action: log in)', async () => {
    const logIn = vi.fn();
    renderWithProviders(<ErrorState message="You are not logged in" action="logIn" onRetry={vi.fn()} />, withHandlers({ logIn }));
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(logIn).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('a failure the player cannot fix offers customer service (spec §8 action: contact customer service)', async () => {
    const contactSupport = vi.fn();
    renderWithProviders(<ErrorState message="This function is not enabled" action="contactSupport" />, withHandlers({ contactSupport }));
    await userEvent.click(await screen.findByRole('button', { name: 'Contact customer service' }));
    expect(contactSupport).toHaveBeenCalledOnce();
  });

  it("without the site's handler an action falls back to the retry", async () => {
    renderWithProviders(<ErrorState message="You are not logged in" action="logIn" onRetry={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  describe('"too many requests" shows its wait (spec §8: retry after 5 minutes)', () => {
    afterEach(() => vi.useRealTimers());

    it('the retry counts the wait down for the eye, keeping its name, unavailable and ignoring presses, and opens when it is over', async () => {
      // The clock runs on its own while the catalog loads, and jumps when the test says so.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const onRetry = vi.fn();
      renderWithProviders(<ErrorState message="Too many requests" action="wait" waitMinutes={5} onRetry={onRetry} />);
      const waiting = await screen.findByRole('button', { name: 'Try again' });
      expect(waiting).toHaveTextContent(/Try again in (5:00|4:5\d)/);
      expect(waiting).toHaveAttribute('aria-disabled', 'true');
      fireEvent.click(waiting);
      expect(onRetry).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTimeAsync(61_000));
      expect(waiting).toHaveTextContent(/Try again in 3:5\d/);
      expect(waiting).toHaveAttribute('aria-disabled', 'true');
      await act(async () => vi.advanceTimersByTimeAsync(4 * 60_000));
      const open = screen.getByRole('button', { name: 'Try again' });
      expect(open).toHaveTextContent(/^Try again$/);
      expect(open).not.toHaveAttribute('aria-disabled');
      fireEvent.click(open);
      expect(onRetry).toHaveBeenCalledOnce();
    });

    it('a retry answered with a wait keeps the focus on its button: counting down, not disabled', async () => {
      function Retried() {
        const [waiting, setWaiting] = useState(false);
        return waiting ? (
          <ErrorState message="Too many requests" action="wait" waitMinutes={5} onRetry={vi.fn()} />
        ) : (
          <ErrorState message="Network" onRetry={() => setWaiting(true)} />
        );
      }
      renderWithProviders(<Retried />);
      const retry = await screen.findByRole('button', { name: 'Try again' });
      retry.focus();
      fireEvent.click(retry);
      await expect.poll(() => retry).toHaveTextContent(/Try again in/);
      const waiting = screen.getByRole('button', { name: 'Try again' });
      expect(waiting).toBe(retry);
      // A browser moves a disabled button's focus to the page (jsdom does not): enabled, read as unavailable.
      expect(waiting).toBeEnabled();
      expect(waiting).toHaveAttribute('aria-disabled', 'true');
      expect(waiting).toHaveFocus();
    });

    it('only the message is announced: the countdown ticks outside the alert', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      renderWithProviders(<ErrorState message="Too many requests" action="wait" waitMinutes={5} onRetry={vi.fn()} />);
      const alert = await screen.findByRole('alert');
      expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
      const announced = alert.textContent;
      await act(async () => vi.advanceTimersByTimeAsync(1000));
      expect(alert).toHaveTextContent(announced ?? '');
    });

    it('a retry answered with a wait counts the whole wait down at once: never open meanwhile', async () => {
      function Retried() {
        const [waiting, setWaiting] = useState(false);
        return (
          <ErrorState message="Too many requests" action={waiting ? 'wait' : 'retry'} waitMinutes={5} onRetry={() => setWaiting(true)} />
        );
      }
      renderWithProviders(<Retried />);
      const retry = await screen.findByRole('button', { name: 'Try again' });
      fireEvent.click(retry);
      expect(retry).toHaveTextContent(/Try again in 5:00/);
      expect(retry).toHaveAttribute('aria-disabled', 'true');
    });

    it('a new failure asking for the same wait starts the wait over', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      function WaitedAgain() {
        const [error, setError] = useState({});
        return <ErrorState message="Too many requests" action="wait" waitMinutes={5} error={error} onRetry={() => setError({})} />;
      }
      renderWithProviders(<WaitedAgain />);
      const retry = await screen.findByRole('button', { name: 'Try again' });
      await act(async () => vi.advanceTimersByTimeAsync(5 * 60_000));
      expect(retry).not.toHaveAttribute('aria-disabled');
      fireEvent.click(retry);
      expect(retry).toHaveTextContent(/Try again in 5:00/);
      expect(retry).toHaveAttribute('aria-disabled', 'true');
    });

    it("the countdown is written in the locale's digits", async () => {
      function ArabicDigits({ children }: { children: ReactNode }) {
        const intl = useIntl();
        return (
          <IntlProvider locale="ar-EG" messages={intl.messages}>
            {children}
          </IntlProvider>
        );
      }
      renderWithProviders(<ErrorState message="Too many requests" action="wait" waitMinutes={5} onRetry={vi.fn()} />, {
        wrapper: (children) => <ArabicDigits>{children}</ArabicDigits>,
      });
      expect(await screen.findByRole('button', { name: 'Try again' })).toHaveTextContent('Try again in ٥:٠٠');
    });
  });

  it('an empty state says what is empty and offers its action', async () => {
    renderWithProviders(<EmptyState title="No transfers yet" action={<button type="button">Deposit</button>} />);
    expect(await screen.findByText('No transfers yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeVisible();
  });

  it('a skeleton is hidden from screen readers', async () => {
    const { container } = renderWithProviders(<Skeleton />);
    await expect.poll(() => container.querySelector('[data-skeleton]')).not.toBeNull();
    expect(container.querySelector('[data-skeleton]')).toHaveAttribute('aria-hidden', 'true');
  });
});

/** The declarations of the page's style sheets whose selector matches the element (a child selector too). */
function declarationsMatching(element: Element): string[] {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('');
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter(([, selector]) => {
      try {
        return element.matches(selector.trim());
      } catch {
        return false;
      }
    })
    .flatMap(([, , body]) => body.split(';').map((declaration) => declaration.trim()))
    .filter(Boolean);
}

describe("a state's icons", () => {
  it("the state's own icon is touch-sized, a button's icon keeps the button's icon size beside its words", () => {
    renderWithProviders(<ErrorState message="Network abnormal" onRetry={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Try again' });
    const stateIcon = button.parentElement?.querySelector(':scope > svg');
    const buttonIcon = button.querySelector('svg');
    expect(declarationsMatching(stateIcon as Element)).toContain(`inline-size:${testTheme.size.touch}`);
    expect(declarationsMatching(buttonIcon as Element)).not.toContain(`inline-size:${testTheme.size.touch}`);
    expect(declarationsMatching(buttonIcon as Element)).toContain(`inline-size:${testTheme.size.icon}`);
  });

  it.each([
    ['EN', 'none'],
    ['AR', 'scaleX(-1)'],
  ] as const)('in %s (<html dir> set by the site) the log-in arrow points the way a line goes', async (language, transform) => {
    renderWithProviders(<ErrorState message="You are not logged in" action="logIn" />, { ...withHandlers({ logIn: vi.fn() }), language });
    const logIn = await screen.findByRole('button', { name: 'Log in' });
    withoutDirPseudoClass();
    expect(getComputedStyle(logIn.querySelector('svg') as SVGElement).transform || 'none').toBe(transform);
  });
});

describe('a failed call (spec §8)', () => {
  it('a failed call outside a query view says its catalogued message, and its retry shows it is under way while asked again', async () => {
    const failure = { messageKey: 'error.networkAbnormal', action: 'retry' };
    function Retried() {
      const [retrying, setRetrying] = useState(false);
      return <CallFailure error={failure} onRetry={() => setRetrying(true)} retrying={retrying} />;
    }
    renderWithProviders(<Retried />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The network is abnormal, please try again');
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).not.toHaveAttribute('aria-busy');
    await userEvent.click(retry);
    expect(retry).toHaveAttribute('aria-busy', 'true');
  });

  it('a failed call whose error the catalogue cannot name reads as the unknown error', async () => {
    renderWithProviders(<CallFailure error={new TypeError('Failed to fetch')} onRetry={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
  });
});
