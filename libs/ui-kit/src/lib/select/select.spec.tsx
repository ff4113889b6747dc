import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { Select } from './select';

describe('Select', () => {
  it('is a labelled native select that starts unanswered with a placeholder', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <Select
        label="Bank"
        placeholder="Choose a bank"
        options={[
          { value: 'A', label: 'Alpha Bank' },
          { value: 'B', label: 'Beta Bank' },
        ]}
        onChange={onChange}
      />,
    );
    const select = await screen.findByRole('combobox', { name: 'Bank' });
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Beta Bank');
    expect(select).toHaveValue('B');
  });

  it("reads each choice in its own words' direction, so borrowed English on a right-to-left page keeps '1 day' in order", async () => {
    renderWithProviders(
      <div dir="rtl">
        <Select label="Time-out" placeholder="Choose" options={[{ value: '1', label: '1 day' }]} />
      </div>,
    );
    await screen.findByRole('combobox', { name: 'Time-out' });
    for (const option of screen.getAllByRole('option')) expect(option).toHaveAttribute('dir', 'auto');
  });

  it('keeps the focus while its choice is saved (busy): looks disabled and ignores changes, staying on its value', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <Select
        label="Language"
        busy
        value="EN"
        options={[
          { value: 'EN', label: 'English' },
          { value: 'TH', label: 'Thai' },
        ]}
        onChange={onChange}
      />,
    );
    const select = await screen.findByRole('combobox', { name: 'Language' });
    select.focus();
    await userEvent.selectOptions(select, 'Thai');
    expect(onChange).not.toHaveBeenCalled();
    expect(select).toHaveValue('EN');
    // Busy, not disabled: a disabled select drops the focus to the page (browsers do; jsdom does not).
    expect(select).toBeEnabled();
    expect(select).toHaveFocus();
    expect(select).toHaveAttribute('aria-disabled', 'true');
    expect(select).toHaveAttribute('aria-busy', 'true');
  });

  it('does not open its picker while busy, by a press or a key, and still lets Tab move on', async () => {
    renderWithProviders(<Select label="Language" busy value="EN" options={[{ value: 'EN', label: 'English' }]} onChange={vi.fn()} />);
    const select = await screen.findByRole('combobox', { name: 'Language' });
    // fireEvent answers false when the event's default (opening the picker, stepping the choice) was prevented.
    expect(fireEvent.mouseDown(select)).toBe(false);
    for (const key of [' ', 'Enter', 'ArrowDown', 'ArrowUp']) expect(fireEvent.keyDown(select, { key }), key).toBe(false);
    expect(fireEvent.keyDown(select, { key: 'Tab' })).toBe(true);
  });

  it("stays closed and unchanged while busy even with the caller's own handlers", async () => {
    const onChange = vi.fn();
    const onKeyDown = vi.fn();
    const onMouseDown = vi.fn();
    renderWithProviders(
      <Select
        label="Language"
        busy
        value="EN"
        options={[
          { value: 'EN', label: 'English' },
          { value: 'TH', label: 'Thai' },
        ]}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onMouseDown={onMouseDown}
      />,
    );
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(fireEvent.mouseDown(select)).toBe(false);
    expect(fireEvent.keyDown(select, { key: 'ArrowDown' })).toBe(false);
    await userEvent.selectOptions(select, 'Thai');
    expect(select).toHaveValue('EN');
    expect([onChange, onKeyDown, onMouseDown].flatMap((handler) => handler.mock.calls)).toEqual([]);
  });

  it('keeps its error linked and marked when the caller adds its own aria-describedby and aria-invalid', async () => {
    renderWithProviders(
      <>
        <p id="why">Where winnings are paid</p>
        <Select
          label="Bank"
          options={[{ value: 'A', label: 'Alpha Bank' }]}
          error="Choose a bank"
          aria-describedby="why"
          aria-invalid={false}
        />
      </>,
    );
    const select = await screen.findByRole('combobox', { name: 'Bank' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Choose a bank Where winnings are paid');
  });
});
