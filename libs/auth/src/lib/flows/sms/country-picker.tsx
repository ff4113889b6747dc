import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useBrand } from '@wl/brand';
import { useWordsLocale } from '@wl/i18n';
import { controlBox, latinDigits } from '@wl/ui-kit';

export interface Country {
  countryCode: string;
  countryDialingCode: string;
}

/** Spec §9: the country list closes 200 ms after it loses focus (long enough for a click on an option to land). */
export const COUNTRY_LIST_CLOSE_MS = 200;
/**
 * Flag images by country code (ours: served beside the API, see docs/decisions.md), so on the brand's
 * `apiBaseUrl` (empty: the site's own origin), as every call of the api-client is.
 */
export const flagImageUrl = (countryCode: string, apiBaseUrl = '') =>
  `${apiBaseUrl.replace(/\/+$/, '')}/wps/static/flags/${countryCode.toUpperCase()}.svg`;

/** Beside the number it prefixes, never wider than the number's own field on a phone. */
const Wrapper = styled.div`
  position: relative;
  flex: none;
  inline-size: min(${({ theme }) => theme.size.tile}, 40%);
`;

/** The box of every other field (ui-kit's), so the dialling code and the number read as one row. */
const Input = styled.input`
  ${controlBox}
`;

const List = styled.ul`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.floating};
  inset-inline-start: 0;
  inset-block-start: 100%;
  /* As wide as its longest option, not the dialling code's box: "+1" and a long name were cut at the dialog's edge. */
  inline-size: max-content;
  min-inline-size: 100%;
  max-block-size: calc(${({ theme }) => theme.size.touch} * 6);
  overflow-y: auto;
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding: ${({ theme }) => theme.space.xxs};
  list-style: none;
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  white-space: nowrap;
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.background : 'transparent')};
  color: ${({ theme }) => theme.colors.text};

  img {
    inline-size: ${({ theme }) => theme.size.icon};
    block-size: ${({ theme }) => theme.size.iconSm};
  }
`;

function Flag({ countryCode }: { countryCode: string }) {
  const { apiBaseUrl } = useBrand();
  const [failed, setFailed] = useState(false);
  return failed ? null : <img src={flagImageUrl(countryCode, apiBaseUrl)} alt="" onError={() => setFailed(true)} />;
}

/** Matches a country by its name (in the page's language or English), its code, or its dialing code with or without `+`. */
export function matchesCountry(country: Country, names: string[], query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const digits = q.replace(/^\+/, '');
  return (
    names.some((name) => name.toLowerCase().includes(q)) ||
    country.countryCode.toLowerCase() === q ||
    (/^\d+$/.test(digits) && country.countryDialingCode.slice(1).startsWith(digits))
  );
}

/**
 * A searchable country list (spec §3, §7, §9): flags by country code, names in the page's language,
 * filtered by name or dialing code as the player types; arrows, Enter and Escape work; it closes
 * 200 ms after it loses focus.
 */
export function CountryPicker({
  countries,
  value,
  onValue,
  label,
}: {
  countries: Country[];
  value: string;
  onValue: (dialingCode: string) => void;
  label: string;
}) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // Whether the player moved in the list (arrows, typing): only then does Enter pick; a list merely opened by
  // the focus leaves Enter to the form, as an APG combobox with no focused option does.
  const [navigated, setNavigated] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // In the words' language (English on a right-to-left brand whose Arabic has no catalog), not the numbers'.
  const wordsLocale = useWordsLocale();
  const namesOf = useMemo(() => {
    const local = new Intl.DisplayNames([wordsLocale], { type: 'region' });
    const english = new Intl.DisplayNames(['en'], { type: 'region' });
    // A code that is no region ("00", "1A": the contract checks only its length) throws: it is named by itself.
    const nameIn = (names: Intl.DisplayNames, code: string) => {
      try {
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    };
    return (code: string) => [nameIn(local, code), nameIn(english, code)];
  }, [wordsLocale]);
  // A dialling code typed on a Persian, Arabic or Thai keyboard ("۹۸") finds its country as "98" does.
  const shown = countries.filter((country) => matchesCountry(country, namesOf(country.countryCode), latinDigits(query, intl.locale)));
  const selected = countries.find((country) => country.countryDialingCode === value);

  // Opens on the chosen country, so the highlight and the arrows start where the player left it.
  const openList = () => {
    setOpen(true);
    setNavigated(false);
    setQuery('');
    setActive(selected ? countries.indexOf(selected) : 0);
  };
  const choose = (country: Country | undefined) => {
    if (country) onValue(country.countryDialingCode);
    setOpen(false);
    setQuery('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // The first arrow steps onto the chosen country (an option the list shows but has not focused yet).
      if (!open || !navigated) {
        if (!open) openList();
        setNavigated(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (shown.length ? (current + step + shown.length) % shown.length : 0));
    } else if (event.key === 'Enter' && open && navigated) {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === 'Enter' && open) {
      // Not navigated: the chosen country stays and the Enter goes on to submit the form.
      setOpen(false);
      setQuery('');
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      setQuery('');
    }
  };

  // The catalog joins a country and its dialling code: the separator is the language's to choose. The code is isolated
  // left to right (LRI … PDI: the input and the options are plain text, where no <bdi> goes): in a right-to-left page
  // its "+" took the page's direction and "+98" read "98+".
  const withCode = (country: string, dialingCode: string) =>
    intl.formatMessage({ id: 'auth.mobile.countryWithCode' }, { country, dialingCode: `\u2066${dialingCode}\u2069` });
  const display = selected ? withCode(selected.countryCode, selected.countryDialingCode) : '';
  return (
    <Wrapper>
      <Input
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && navigated && shown[active] ? `${id}-${shown[active].countryCode}` : undefined}
        value={open ? query : display}
        placeholder={display}
        onFocus={() => {
          clearTimeout(closeTimer.current);
          // Back from a blur whose timer has not closed it yet: left as it was.
          if (!open) openList();
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setNavigated(true);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          closeTimer.current = setTimeout(() => {
            setOpen(false);
            setQuery('');
          }, COUNTRY_LIST_CLOSE_MS);
        }}
      />
      {open && (
        // Out of the Tab order: Chromium stops Tab at a scrolling box, and this one closes when its input loses the focus,
        // dropping the player's focus to the page on the way to the mobile number.
        // A press on its scroll bar keeps the focus in the input too, so the list does not close under the pointer.
        <List id={`${id}-list`} role="listbox" aria-label={label} tabIndex={-1} onMouseDown={(event) => event.preventDefault()}>
          {shown.map((country, index) => (
            <Option
              key={country.countryCode}
              id={`${id}-${country.countryCode}`}
              role="option"
              aria-selected={country.countryDialingCode === value}
              $active={index === active}
              // Keeps the focus in the input, so the blur timer does not race the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(country)}
            >
              <Flag countryCode={country.countryCode} />
              <span>{withCode(namesOf(country.countryCode)[0], country.countryDialingCode)}</span>
            </Option>
          ))}
        </List>
      )}
    </Wrapper>
  );
}
