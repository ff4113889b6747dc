import { useIntl } from 'react-intl';
import { useShownLanguage } from './i18n-provider';
import { catalogLanguageFor } from './languages';
import { LOCALE_BY_LANGUAGE } from './locales';

/**
 * The locale of the words on screen: the catalog's (EN for AR, FA, UR, JA), as `<html lang>` says. Names the site
 * writes among its words (a country's, in the dialling-code list) follow it; numbers and dates keep `intl.locale`.
 * A module of its own: the start does not carry it.
 */
export function useWordsLocale(): string {
  const shown = useShownLanguage();
  const { locale } = useIntl();
  return shown ? LOCALE_BY_LANGUAGE[catalogLanguageFor(shown)] : locale;
}
