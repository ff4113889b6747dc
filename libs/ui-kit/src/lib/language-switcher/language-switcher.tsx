import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { isLanguageCode, LANGUAGE_NAMES, LOCALE_BY_LANGUAGE, useLanguage, useShownLanguage } from '@wl/i18n';
import { busyLook } from '../button/busy-look';
import { focusRing } from '../common/styles';

const Select = styled.select`
  font: inherit;
  /* As every field's (controlBox): iOS Safari zooms the page in on focusing a control set smaller than the default text size, and leaves it so. */
  font-size: ${({ theme }) => theme.fontSize.md};
  min-block-size: ${({ theme }) => theme.size.touch};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  /* A select's edge, as every field's (controlBox): the dividers' colour is too faint to mark out a control. */
  border: ${({ theme }) => `${theme.size.border} solid ${theme.colors.muted}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  ${focusRing}
  ${busyLook}
`;

/**
 * Lists the brand's languages, each in its own language; choosing one switches the page in place.
 * A brand with one language has nothing to switch, so nothing is shown. From the keyboard, a language is chosen in
 * the opened list, not switched to at each key on the way. Until the chosen language's text is in (the page stays in
 * the last one meanwhile, and a failed load is tried again), the switcher is busy: said so, and dimmed.
 */
export function LanguageSwitcher() {
  const { language, languages, setLanguage } = useLanguage();
  const intl = useIntl();
  const shown = useShownLanguage();
  if (languages.length < 2) return null;
  return (
    <Select
      aria-label={intl.formatMessage({ id: 'language.label' })}
      aria-busy={shown !== language}
      value={language}
      onChange={(event) => isLanguageCode(event.target.value) && setLanguage(event.target.value)}
      onKeyDown={(event) => {
        // Closed, a select takes the next option at each arrow key or letter (Chromium): each would switch the whole
        // site. Those keys open the list, where they move and Enter or Space chooses.
        const { key, altKey, ctrlKey, metaKey, currentTarget } = event;
        if (altKey || ctrlKey || metaKey || !(/^(Arrow|Page|Home|End)/.test(key) || (key.length < 2 && key !== ' '))) return;
        try {
          currentTarget.showPicker();
          event.preventDefault();
        } catch {
          // A browser that cannot open it (no showPicker, or it refuses) keeps its own way.
        }
      }}
    >
      {languages.map((code) => (
        // Each name in its own direction: "Português (Brasil)" keeps its closing bracket at its end on a right-to-left page.
        <option key={code} value={code} lang={LOCALE_BY_LANGUAGE[code]} dir="auto">
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </Select>
  );
}
