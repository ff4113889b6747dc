import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, styleDeclarationsFor, testTheme } from '@wl/testing';
import { CopyButton, CopyOutcomeNote } from './copy-button';
import { useCopyOutcome } from './use-copy-outcome';

function CopyLink() {
  const [copied, copy] = useCopyOutcome();
  return (
    <>
      <CopyButton onClick={() => copy('https://example.test/r')}>Copy link</CopyButton>
      <CopyOutcomeNote copied={copied} copiedText="Link copied." failedText="Copy it yourself." />
    </>
  );
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { clipboard: { writeText } }));
}

afterEach(() => vi.unstubAllGlobals());

describe('a copy button and its note', () => {
  it('the note is a status there before it speaks, says the copy, and says a second copy with new words', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    renderWithProviders(<CopyLink />);
    // The providers draw once their catalog is in.
    const status = await screen.findByRole('status');
    expect(status).toBeEmptyDOMElement();
    const button = screen.getByRole('button', { name: 'Copy link' });
    await userEvent.click(button);
    await waitFor(() => expect(status).toHaveTextContent('Link copied.'));
    expect(writeText).toHaveBeenCalledWith('https://example.test/r');
    const firstWords = status.firstChild;
    await userEvent.click(button);
    await waitFor(() => expect(status.firstChild).not.toBe(firstWords));
    expect(status).toHaveTextContent('Link copied.');
    expect(button).toHaveFocus();
  });

  it('a refused copy is an alert to copy by hand, and never says it was copied', async () => {
    stubClipboard(() => Promise.reject(new Error('NotAllowedError')));
    renderWithProviders(<CopyLink />);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Copy it yourself.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('the button keeps its icon and words on one line, smaller only where it is compact (beside its value in a row)', async () => {
    renderWithProviders(
      <>
        <CopyButton>Kopyahin</CopyButton>
        <CopyButton compact>Copy</CopyButton>
      </>,
    );
    const plain = await screen.findByRole('button', { name: 'Kopyahin' });
    const compact = screen.getByRole('button', { name: 'Copy' });
    expect(getComputedStyle(plain).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(compact).whiteSpace).toBe('nowrap');
    expect(styleDeclarationsFor(compact)).toContain(`font-size:${testTheme.fontSize.sm}`);
    expect(styleDeclarationsFor(plain)).not.toContain(`font-size:${testTheme.fontSize.sm}`);
  });
});
