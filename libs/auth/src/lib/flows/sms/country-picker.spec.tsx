import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, styleDeclarationsFor, testBrand } from '@wl/testing';
import { CountryPicker, type Country } from './country-picker';

const COUNTRIES: Country[] = [
  { countryCode: 'PH', countryDialingCode: '+63' },
  { countryCode: 'VN', countryDialingCode: '+84' },
  { countryCode: 'TH', countryDialingCode: '+66' },
  { countryCode: 'ID', countryDialingCode: '+62' },
];

function Picker() {
  const [value, setValue] = useState('+84');
  return (
    <>
      <CountryPicker countries={COUNTRIES} value={value} onValue={setValue} label="Country code" />
      <output aria-label="chosen">{value}</output>
    </>
  );
}

/** A dialling code as the picker writes it: isolated left to right (LRI … PDI), so "+63" never reads "63+". */
const ltr = (dialingCode: string) => `\u2066${dialingCode}\u2069`;

const options = () =>
  within(screen.getByRole('listbox', { name: 'Country code' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the country picker (spec §3, §7, §9)', () => {
  it('keeps its open list out of the Tab order: Tab from the code goes on to the next field, not to the closing list', async () => {
    renderWithProviders(<Picker />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Country code' }));
    // Chromium makes a scrolling box a Tab stop unless it says otherwise; jsdom does not, so the attribute is the check.
    expect(screen.getByRole('listbox', { name: 'Country code' })).toHaveAttribute('tabindex', '-1');
  });

  it('finds the Philippines by typing "phi", and by its dialing code "+63"', async () => {
    renderWithProviders(<Picker />);
    const box = await screen.findByRole('combobox', { name: 'Country code' });
    await userEvent.type(box, 'phi');
    expect(options()).toEqual([`Philippines ${ltr('+63')}`]);
    await userEvent.clear(box);
    await userEvent.type(box, '+63');
    expect(options()).toEqual([`Philippines ${ltr('+63')}`]);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('+63');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('a country code that is no region (the contract checks only its length) is listed by its code, not a broken form', async () => {
    const withOdd = [...COUNTRIES, { countryCode: '00', countryDialingCode: '+999' }];
    renderWithProviders(<CountryPicker countries={withOdd} value="+63" onValue={() => undefined} label="Country code" />);
    await userEvent.type(await screen.findByRole('combobox', { name: 'Country code' }), '999');
    expect(options()).toEqual([`00 ${ltr('+999')}`]);
  });

  it('is keyboard operable: arrows move, Enter picks, Escape closes', async () => {
    renderWithProviders(<Picker />);
    const box = await screen.findByRole('combobox', { name: 'Country code' });
    await userEvent.click(box);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toMatch(/TH$/);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('+66');
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('draws the flags beside the API, on a brand’s own API base (docs/decisions.md)', async () => {
    renderWithProviders(<Picker />, { brand: { ...testBrand, apiBaseUrl: 'https://api.merchant.example' } });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Country code' }));
    const vietnam = within(screen.getByRole('listbox', { name: 'Country code' })).getByRole('option', { name: `Vietnam ${ltr('+84')}` });
    expect(within(vietnam).getByRole('presentation')).toHaveAttribute('src', 'https://api.merchant.example/wps/static/flags/VN.svg');
  });

  it('spec §9: closes 200 ms after it loses focus, not before', async () => {
    renderWithProviders(<Picker />);
    const box = await screen.findByRole('combobox', { name: 'Country code' });
    await userEvent.click(box);
    vi.useFakeTimers();
    try {
      act(() => box.blur());
      act(() => vi.advanceTimersByTime(199));
      expect(screen.getByRole('listbox', { name: 'Country code' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('listbox', { name: 'Country code' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('joins a country and its dialling code with the catalog’s separator, not a space of its own', async () => {
    renderWithProviders(
      <IntlProvider locale="en" messages={{ 'auth.mobile.countryWithCode': '{country} · {dialingCode}' }}>
        <Picker />
      </IntlProvider>,
    );
    const box = await screen.findByRole('combobox', { name: 'Country code' });
    expect(box).toHaveValue(`VN · ${ltr('+84')}`);
    await userEvent.click(box);
    expect(options()).toContain(`Philippines · ${ltr('+63')}`);
  });

  it('a dialling code reads left to right in a right-to-left page: isolated (LRI … PDI) in the box, its hint and every option', async () => {
    renderWithProviders(<Picker />, { language: 'AR' });
    const box = await screen.findByRole('combobox', { name: 'Country code' });
    // Plain text (an input's value and placeholder): no <bdi> can go there, the Unicode isolates can.
    expect(box).toHaveValue(`VN ${ltr('+84')}`);
    expect(box).toHaveAttribute('placeholder', `VN ${ltr('+84')}`);
    await userEvent.click(box);
    expect(options()).toEqual(COUNTRIES.map(({ countryDialingCode }) => expect.stringContaining(ltr(countryDialingCode))));
  });

  it("names countries in the words' language: English on a right-to-left page whose Arabic has no catalog, as its other words", async () => {
    renderWithProviders(<Picker />, { language: 'AR' });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Country code' }));
    expect(options()[0]).toContain('Philippines');
  });

  it('opens a list as wide as its longest option, not cut to the dialling code box', async () => {
    renderWithProviders(<Picker />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Country code' }));
    expect(styleDeclarationsFor(screen.getByRole('listbox', { name: 'Country code' }))).toContain('inline-size:max-content');
  });

  it('finds a country by its dialling code typed in Persian or Arabic-Indic digits, as by ASCII ones', async () => {
    renderWithProviders(<Picker />, { language: 'FA' });
    const box = await screen.findByRole('combobox', { name: 'Country code' });
    await userEvent.type(box, '۶۳');
    expect(options()).toEqual([expect.stringContaining(ltr('+63'))]);
    await userEvent.clear(box);
    await userEvent.type(box, '+٦٦');
    expect(options()).toEqual([expect.stringContaining(ltr('+66'))]);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('+66');
  });

  it('opens on the chosen country, and Enter on a list only opened by the focus keeps it and submits the form', async () => {
    const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={submitted}>
        <Picker />
        <button type="submit">Send</button>
      </form>,
    );
    const box = await screen.findByRole('combobox', { name: 'Country code' });
    await userEvent.tab();
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('+84');
    expect(submitted).toHaveBeenCalledTimes(1);
    // The arrows start from the chosen country, not from the top of the list.
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toMatch(/VN$/);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('+66');
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
