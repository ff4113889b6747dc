import { useIntl } from 'react-intl';
import styled, { type DefaultTheme } from 'styled-components';
import { LANGUAGE_NAMES } from './language-names';
import { useLanguage } from './language-provider';
import { isLanguageCode } from './languages';
import { LOCALE_BY_LANGUAGE } from './locales';

/**
 * The theme values the switcher reads. The brand theme (`@wl/brand`, which builds on this lib and
 * so cannot be imported here) declares `DefaultTheme`; this is the part of it the switcher needs.
 */
interface SwitcherTheme {
  colors: { text: string; surface: string; muted: string; primary: string };
  space: { xs: string; sm: string };
  radius: { sm: string };
  fontSize: { sm: string };
}

const themed =
  <T,>(pick: (theme: SwitcherTheme) => T) =>
  ({ theme }: { theme: DefaultTheme }) =>
    pick(theme as unknown as SwitcherTheme);

const Select = styled.select`
  font: inherit;
  font-size: ${themed((t) => t.fontSize.sm)};
  color: ${themed((t) => t.colors.text)};
  background: ${themed((t) => t.colors.surface)};
  border: thin solid ${themed((t) => t.colors.muted)};
  border-radius: ${themed((t) => t.radius.sm)};
  padding: ${themed((t) => t.space.xs)} ${themed((t) => t.space.sm)};
  cursor: pointer;

  &:focus-visible {
    outline: medium solid ${themed((t) => t.colors.primary)};
    outline-offset: ${themed((t) => t.space.xs)};
  }
`;

/**
 * Lists the brand's languages, each in its own language; choosing one switches the page in place.
 * A brand with one language has nothing to switch, so nothing is shown.
 */
export function LanguageSwitcher() {
  const { language, languages, setLanguage } = useLanguage();
  const intl = useIntl();
  if (languages.length < 2) return null;
  return (
    <Select
      aria-label={intl.formatMessage({ id: 'language.label' })}
      value={language}
      onChange={(event) => isLanguageCode(event.target.value) && setLanguage(event.target.value)}
    >
      {languages.map((code) => (
        <option key={code} value={code} lang={LOCALE_BY_LANGUAGE[code]}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </Select>
  );
}
