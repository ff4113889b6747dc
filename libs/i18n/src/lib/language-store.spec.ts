import { describe, expect, it, vi } from 'vitest';
import { createLanguageStore, LANGUAGE_STORAGE_KEY, PREVIOUS_LANGUAGE_STORAGE_KEY } from './language-store';

const brand = { defaultLanguage: 'TY', supportedLanguages: ['TY', 'EN', 'TH'] } as const;

describe('language store', () => {
  it("starts in the brand's default language when nothing is stored", () => {
    expect(createLanguageStore(brand).getLanguage()).toBe('TY');
  });

  it('starts in the stored language when the brand offers it', () => {
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'TH');
    expect(createLanguageStore(brand).getLanguage()).toBe('TH');
  });

  it("starts in the brand's default when the stored language is not one the brand offers", () => {
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'VI');
    expect(createLanguageStore(brand).getLanguage()).toBe('TY');
  });

  it('persists the choice as lang and the language it replaced as hisLang', () => {
    const store = createLanguageStore(brand);
    store.setLanguage('EN');
    expect(store.getLanguage()).toBe('EN');
    expect(sessionStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('EN');
    expect(sessionStorage.getItem(PREVIOUS_LANGUAGE_STORAGE_KEY)).toBe('TY');
    expect(createLanguageStore(brand).getLanguage()).toBe('EN');
  });

  it('ignores a switch to a language the brand does not offer', () => {
    const store = createLanguageStore(brand);
    store.setLanguage('AR');
    expect(store.getLanguage()).toBe('TY');
    expect(sessionStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('tells subscribers the new and the previous language once per real change, until they unsubscribe', () => {
    const store = createLanguageStore(brand);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setLanguage('EN');
    store.setLanguage('EN');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('EN', 'TY');
    unsubscribe();
    store.setLanguage('TH');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the choice in the storage it is given, so a story or test leaves the session alone', () => {
    const memory = new Map<string, string>();
    const storage = {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, value),
    };
    createLanguageStore({ ...brand, storage }).setLanguage('TH');
    expect(memory.get(LANGUAGE_STORAGE_KEY)).toBe('TH');
    expect(sessionStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
