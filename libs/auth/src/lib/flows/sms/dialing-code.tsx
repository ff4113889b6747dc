import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useGetCountriesQuery, useLazyGetCountriesQuery, useWhiteLabel } from '@wl/api-client';
import { CountryPicker, type Country } from './country-picker';

/** The merchant's home country, the default: the first entry of the server's list. */
const defaultDialingCode = (countries: readonly Country[] | undefined) => countries?.[0]?.countryDialingCode;

/**
 * The country dialling code in front of a mobile number. The list is the server's; the first
 * entry is the merchant's home country and the default. The choice is shown only when the
 * country-code module is on (spec §6); otherwise the default applies silently.
 */
export function DialingCodeSelect({ value, onValue }: { value: string; onValue: (value: string) => void }) {
  const intl = useIntl();
  const { data: countries } = useGetCountriesQuery();
  const { isOn } = useWhiteLabel();
  const first = defaultDialingCode(countries);
  useEffect(() => {
    if (!value && first) onValue(first);
  }, [value, first, onValue]);
  if (!isOn('countryCode') || !countries) return null;
  return (
    <CountryPicker countries={countries} value={value} onValue={onValue} label={intl.formatMessage({ id: 'auth.mobile.dialingCode' })} />
  );
}

/**
 * The dialling code a number goes out with (an SMS code sent, a registration): the chosen one, or
 * the default (the server's first country) once the list is in. The form's default is set only
 * when the list arrives, and a player quick to tap "Send code" or "Create account" can be first.
 */
export function useDialingCodeOrDefault(): (chosen: string) => Promise<string> {
  const [loadCountries] = useLazyGetCountriesQuery();
  return useCallback(
    async (chosen: string) => chosen || (defaultDialingCode(await loadCountries(undefined, true).unwrap()) ?? ''),
    [loadCountries],
  );
}
