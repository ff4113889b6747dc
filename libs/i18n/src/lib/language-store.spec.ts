import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLanguageStore, LANGUAGE_STORAGE_KEY, PREVIOUS_LANGUAGE_STORAGE_KEY } from './language-store';
import { safeLocalStorage, safeSessionStorage } from './safe-storage';

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

/** Chrome with "Block all cookies / site data": merely reading `window.sessionStorage` throws. */
function blockSiteData() {
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
    throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
  });
}

describe('a browser that blocks site storage still starts (the tab keeps what it would store in memory until a reload)', () => {
  afterEach(() => {
    safeSessionStorage().clear();
    vi.restoreAllMocks();
  });

  it('safeSessionStorage is the tab’s session storage where the browser allows it, else a stand-in in memory, one per tab', () => {
    safeSessionStorage().setItem('a', '0');
    expect(sessionStorage.getItem('a')).toBe('0');
    expect(safeSessionStorage()).toBe(safeSessionStorage());
    blockSiteData();
    const storage = safeSessionStorage();
    storage.setItem('a', '1');
    storage.setItem('b', '2');
    expect(safeSessionStorage()).toBe(storage);
    expect([storage.length, storage.key(0), storage.key(1), storage.key(2), storage.getItem('a'), storage.getItem('c')]).toEqual([
      2,
      'a',
      'b',
      null,
      '1',
      null,
    ]);
    storage.removeItem('a');
    expect([storage.length, storage.getItem('a')]).toEqual([1, null]);
    storage.clear();
    expect(storage.length).toBe(0);
  });

  it('safeLocalStorage is the browser’s local storage where allowed, else its own stand-in (device id, pop-ups seen)', () => {
    safeLocalStorage().setItem('deviceId', 'y');
    expect(localStorage.getItem('deviceId')).toBe('y');
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const storage = safeLocalStorage();
    storage.setItem('deviceId', 'x');
    expect(safeLocalStorage().getItem('deviceId')).toBe('x');
    expect(storage).not.toBe(safeSessionStorage());
  });

  it('the language store starts in the brand’s default and remembers a switch in memory', () => {
    blockSiteData();
    const store = createLanguageStore(brand);
    expect(store.getLanguage()).toBe('TY');
    store.setLanguage('TH');
    expect(store.getLanguage()).toBe('TH');
    expect(createLanguageStore(brand).getLanguage()).toBe('TH');
    expect(safeSessionStorage().getItem(PREVIOUS_LANGUAGE_STORAGE_KEY)).toBe('TY');
  });
});

describe('a full storage does not break the page: the write that does not fit is kept in memory', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    safeSessionStorage().clear();
    safeLocalStorage().clear();
  });

  it('a language switch still switches the page when session storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const store = createLanguageStore(brand);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(() => store.setLanguage('EN')).not.toThrow();
    expect(store.getLanguage()).toBe('EN');
    expect(listener).toHaveBeenCalledWith('EN', 'TY');
    expect(() => safeLocalStorage().setItem('deviceId', 'z')).not.toThrow();
  });

  it('what did not fit is still read back in this tab (a forced password change stays pending), until removed', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    safeSessionStorage().setItem('cpw', '1');
    expect(safeSessionStorage().getItem('cpw')).toBe('1');
    expect(sessionStorage.getItem('cpw')).toBeNull();
    safeSessionStorage().removeItem('cpw');
    expect(safeSessionStorage().getItem('cpw')).toBeNull();
  });
});
