import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { AmountInput } from './amount-input';

function Harness({ onChange, decimals, error }: { onChange: (value: string) => void; decimals?: number; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <AmountInput
      label="Deposit amount"
      value={value}
      decimals={decimals}
      error={error}
      min="100"
      max="50000"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** A form that sends its amount with Enter and then clears it, as the money forms do. */
function SendingForm() {
  const [value, setValue] = useState('');
  return (
    <form
      aria-label="Deposit"
      onSubmit={(event) => {
        event.preventDefault();
        if (value !== '' && Number(value) <= 50000) setValue('');
      }}
    >
      <AmountInput label="Deposit amount" value={value} min="100" max="50000" onChange={setValue} />
    </form>
  );
}

/** A form holding a preset amount (a quick-pick, a saved limit). */
function Preset({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('1250.5');
  return (
    <AmountInput
      label="Deposit amount"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('AmountInput', () => {
  it.each([
    ['BN', '১,২৫০.৫০', '২', '১,২৫০.৫২'],
    ['MY', '၁,၂၅၀.၅၀', '၂', '၁,၂၅၀.၅၂'],
  ] as const)(
    'digits follow the locale (%s): a preset amount focused and left stays valid, and an edit hands over its value',
    async (language, shown, two, edited) => {
      const onChange = vi.fn();
      renderWithProviders(<Preset onChange={onChange} />, { language });
      const input = await screen.findByRole('textbox', { name: 'Deposit amount' });
      expect(input).toHaveValue(shown);
      await userEvent.click(input);
      await userEvent.tab();
      expect(input).toHaveValue(shown);
      expect(input).toBeValid();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await userEvent.click(input);
      await userEvent.keyboard(`{End}{Backspace}${two}`);
      expect(onChange).toHaveBeenLastCalledWith('1250.52');
      await userEvent.tab();
      expect(input).toHaveValue(edited);
      expect(input).toBeValid();
    },
  );

  it('keeps its error linked and marked when the caller adds its own aria-describedby and aria-invalid', async () => {
    renderWithProviders(
      <>
        <p id="limits">From 100</p>
        <AmountInput
          label="Deposit amount"
          value=""
          onChange={vi.fn()}
          currencySymbol="$"
          error="Required"
          aria-describedby="limits"
          aria-invalid={false}
        />
      </>,
    );
    const input = await screen.findByRole('textbox', { name: 'Deposit amount' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Required From 100 $');
  });

  it('hands over a decimal string and shows it grouped with two decimals once left', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const input = await screen.findByRole('textbox', { name: 'Deposit amount' });
    await userEvent.type(input, '1234.5');
    expect(onChange).toHaveBeenLastCalledWith('1234.5');
    await userEvent.tab();
    expect(input).toHaveValue('1,234.50');
    expect(input).toBeValid();
    expect(input).toHaveAccessibleDescription('¥');
  });

  it('names the limit, with the currency, when the amount is below the minimum', async () => {
    renderWithProviders(<Harness onChange={vi.fn()} />);
    const input = await screen.findByRole('textbox', { name: 'Deposit amount' });
    await userEvent.type(input, '99.99');
    await userEvent.tab();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('The minimum is ¥100.00 ¥');
  });

  it('text that is no amount (too many decimals) hands over none, so the form cannot send the last valid one', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const input = await screen.findByRole('textbox', { name: 'Deposit amount' });
    await userEvent.type(input, '10.005');
    expect(onChange).toHaveBeenLastCalledWith('');
    await userEvent.tab();
    expect(input).toHaveValue('10.005');
    expect(input).toBeInvalid();
  });

  it.each([
    [2, 'Enter an amount with at most 2 decimal places', '10.005'],
    [0, 'Enter a whole amount, without decimals', '10.5'],
  ] as const)('text with more decimals than the currency has (%i) says how many it may have', async (decimals, message, typed) => {
    renderWithProviders(<Harness onChange={vi.fn()} decimals={decimals} />);
    const input = await screen.findByRole('textbox', { name: 'Deposit amount' });
    await userEvent.type(input, typed);
    await userEvent.tab();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('text with too many decimals keeps saying how many it may have when the form, handed no amount, asks for one', async () => {
    renderWithProviders(<Harness onChange={vi.fn()} decimals={2} error="Enter an amount" />);
    const input = await screen.findByRole('textbox', { name: 'Deposit amount' });
    await userEvent.type(input, '10.005');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription(/^Enter an amount with at most 2 decimal places/);
  });

  it('text it cannot read, focused again (a refused submit brings the focus back), stays as typed with its reason', async () => {
    renderWithProviders(<Harness onChange={vi.fn()} decimals={2} error="Enter an amount" />);
    const input = await screen.findByRole('textbox', { name: 'Deposit amount' });
    await userEvent.type(input, '200.555');
    await userEvent.tab();
    await userEvent.click(input);
    expect(input).toHaveValue('200.555');
    expect(input).toHaveAccessibleDescription(/^Enter an amount with at most 2 decimal places/);
  });

  it('reads left to right, its symbol first, on a right-to-left page: "1500." never shows as ".1500"', async () => {
    renderWithProviders(<Harness onChange={vi.fn()} />, { language: 'AR' });
    const input = await screen.findByRole('textbox');
    expect(input.closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });

  it('text that is no amount at all asks for an amount, not for fewer decimals', async () => {
    renderWithProviders(<Harness onChange={vi.fn()} decimals={2} />);
    const input = await screen.findByRole('textbox', { name: 'Deposit amount' });
    await userEvent.type(input, '5x');
    await userEvent.tab();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Enter an amount ¥');
  });

  it('a field left with an error and edited again says nothing until it is left again: the "3" of "300" is no error', async () => {
    renderWithProviders(<Harness onChange={vi.fn()} />);
    const input = await screen.findByRole('textbox', { name: 'Deposit amount' });
    await userEvent.type(input, '50');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription('The minimum is ¥100.00 ¥');
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    expect(input).toBeValid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('The minimum is ¥100.00 ¥');
  });

  it('an amount out of range sent with Enter names the limit at once, while the field keeps the focus', async () => {
    renderWithProviders(<SendingForm />);
    const input = await screen.findByRole('textbox', { name: 'Deposit amount' });
    await userEvent.type(input, '60000{Enter}');
    expect(input).toHaveFocus();
    expect(input).toBeInvalid();
    // Said aloud: the player is still at the field, whose description is not read again by itself.
    expect(screen.getByRole('alert')).toHaveTextContent('The maximum is ¥50,000.00');
  });

  it('an amount the form clears once it is sent leaves the field empty, even with the focus still in it', async () => {
    renderWithProviders(<SendingForm />);
    const input = await screen.findByRole('textbox', { name: 'Deposit amount' });
    await userEvent.type(input, '100{Enter}');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('');
  });
});
