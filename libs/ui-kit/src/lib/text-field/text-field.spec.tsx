import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@wl/theme';
import { renderWithProviders, styleDeclarationsFor, testTheme } from '@wl/testing';
import { PasswordField, TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label and reads its error with it', async () => {
    renderWithProviders(<TextField label="Username" error="Too short" defaultValue="ab" />);
    const input = await screen.findByRole('textbox', { name: 'Username' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Too short');
  });

  it('an error or hint given as text keeps its own direction on a page of the other: English on a right-to-left page ends with its full stop', async () => {
    renderWithProviders(
      <div dir="rtl">
        <TextField label="Current password" hint="Letters and digits." error="The current password is not correct." />
      </div>,
    );
    const input = await screen.findByRole('textbox', { name: 'Current password' });
    expect(input).toHaveAccessibleDescription('The current password is not correct. Letters and digits.');
    expect(screen.getByText('The current password is not correct.').tagName).toBe('BDI');
    expect(screen.getByText('Letters and digits.').tagName).toBe('BDI');
  });

  it('keeps its width beside a button (a send button counting down in a long language): the button goes under it instead', async () => {
    renderWithProviders(<TextField label="Code" beside={<button type="button">Send the code again (298 s)</button>} />);
    const input = await screen.findByRole('textbox', { name: 'Code' });
    const control = input.parentElement as HTMLElement;
    expect(styleDeclarationsFor(control)).toContain(`min-inline-size:min(100%, ${testTheme.layout.fieldMinWidth})`);
    expect(styleDeclarationsFor(control.parentElement as HTMLElement)).toContain('flex-wrap:wrap');
  });

  it('an error is told from a hint by more than its colour: a drawn "!" before its words, with no words of its own to read', async () => {
    renderWithProviders(<TextField label="Username" hint="4 to 16 letters" error="Too short" />);
    const error = (await screen.findByText('Too short')).parentElement as HTMLElement;
    const css = [...document.querySelectorAll('style')].map((tag) => tag.textContent).join('');
    const marked = [...error.classList].some((name) => css.includes(`.${name}::before{content:'!';content:'!'/'';`));
    expect(marked).toBe(true);
    const hint = screen.getByText('4 to 16 letters').parentElement as HTMLElement;
    expect([...hint.classList].some((name) => css.includes(`.${name}::before{`))).toBe(false);
  });

  it('says an error aloud only when it comes while the player is at the field; one drawn with the focus elsewhere is read with it', async () => {
    let showError: (error: string) => void = () => undefined;
    function Harness() {
      const [error, setError] = useState<string>();
      showError = setError;
      return (
        <>
          <TextField label="Username" error={error} />
          <button type="button">Create account</button>
        </>
      );
    }
    renderWithProviders(<Harness />);
    const input = await screen.findByRole('textbox', { name: 'Username' });
    input.focus();
    act(() => showError('Too short'));
    expect(screen.getByRole('alert')).toHaveTextContent('Too short');

    // A refused submit draws its errors with the focus on its button.
    screen.getByRole('button', { name: 'Create account' }).focus();
    act(() => showError('Taken'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).toHaveAccessibleDescription('Taken');
  });

  it('says an error aloud when the focus went nowhere from the field (a file dialog, a tap on a button Safari gives no focus), and only that field’s', async () => {
    let showErrors: (error: string) => void = () => undefined;
    function Harness() {
      const [error, setError] = useState<string>();
      showErrors = setError;
      return (
        <>
          <TextField label="Username" error={error} />
          <TextField label="Email" error={error} />
        </>
      );
    }
    renderWithProviders(<Harness />);
    const input = await screen.findByRole('textbox', { name: 'Username' });
    input.focus();
    input.blur();
    act(() => showErrors('Required'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(input).toHaveAccessibleDescription('Required');
  });

  it('says nothing aloud for an error drawn as the focus leaves for the next field (a Tab), before it arrives there', async () => {
    function Harness() {
      const [error, setError] = useState<string>();
      return (
        <>
          <TextField label="Username" error={error} onBlur={() => setError('Too short')} />
          <TextField label="Email" />
        </>
      );
    }
    renderWithProviders(<Harness />);
    await userEvent.click(await screen.findByRole('textbox', { name: 'Username' }));
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('Too short');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps its error linked and marked when the caller adds its own aria-describedby and aria-invalid', async () => {
    renderWithProviders(
      <>
        <p id="rule">Letters only</p>
        <TextField label="Username" error="Too short" aria-describedby="rule" aria-invalid={false} />
      </>,
    );
    const input = await screen.findByRole('textbox', { name: 'Username' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Too short Letters only');
  });
});

/** `rgb(r, g, b)` as `#rrggbb`. */
const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`;

describe('a field edge (WCAG 1.4.11)', () => {
  it('reaches 3:1 against the page and the card, as it alone marks out an empty field', async () => {
    renderWithProviders(<TextField label="Username" />);
    const edge = hex(getComputedStyle(await screen.findByRole('textbox', { name: 'Username' })).borderTopColor);
    expect(contrastRatio(edge, testTheme.colors.surface)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(edge, testTheme.colors.background)).toBeGreaterThanOrEqual(3);
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
