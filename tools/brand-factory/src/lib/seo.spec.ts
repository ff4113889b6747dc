import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@wl/i18n/languages';
import { openGraphLocale } from './seo';

describe('the Open Graph locale', () => {
  it('names language and territory as Open Graph asks (language_TERRITORY)', () => {
    expect(openGraphLocale('TY')).toBe('tl_PH');
    expect(openGraphLocale('EN')).toBe('en_US');
    expect(openGraphLocale('CN')).toBe('zh_CN');
    expect(openGraphLocale('TW')).toBe('zh_TW');
    expect(openGraphLocale('PT-BR')).toBe('pt_BR');
  });

  it('has that form for every language a brand may offer', () => {
    for (const language of LANGUAGE_CODES) expect(openGraphLocale(language)).toMatch(/^[a-z]{2,3}_[A-Z]{2}$/);
  });
});
