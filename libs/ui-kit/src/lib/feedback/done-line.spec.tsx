import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, styleDeclarationsFor, testTheme } from '@wl/testing';
import { DoneLine } from './done-line';

/** A button whose action ends in a line saying so, as a money form's does. */
function Action() {
  const [done, setDone] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setDone((count) => count + 1)}>
        Transfer
      </button>
      {done > 0 && <DoneLine focusKey={done}>Transfer complete.</DoneLine>}
    </>
  );
}

describe('DoneLine', () => {
  it('is read out as a status and takes the focus the pressed button had', async () => {
    renderWithProviders(<Action />);
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer' }));
    expect(screen.getByRole('status')).toHaveTextContent('Transfer complete.');
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('is brought into view as it takes the focus, only as far as it must be: a focus below the fold is lost to the eye', async () => {
    const scrolled = vi.fn();
    // jsdom lays nothing out, so has no scrolling of its own.
    Element.prototype.scrollIntoView = scrolled;
    try {
      renderWithProviders(<Action />);
      await userEvent.click(await screen.findByRole('button', { name: 'Transfer' }));
      expect(scrolled.mock.contexts).toEqual([screen.getByRole('status')]);
      expect(scrolled).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' });
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('takes the focus again for another outcome (a new focusKey)', async () => {
    renderWithProviders(<Action />);
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer' }));
    screen.getByRole('button', { name: 'Transfer' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it("shows the theme's focus ring to the keyboard, and no ring after a pointer press (the page focused it, not the player)", async () => {
    renderWithProviders(<Action />);
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer' }));
    const declarations = styleDeclarationsFor(screen.getByRole('status'));
    expect(declarations).toContain('outline:none');
    expect(declarations).toContain(`outline:${testTheme.focusRing.width} solid ${testTheme.colors.focus}`);
  });
});
