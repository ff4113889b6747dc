import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareLocaleData } from './locales';

afterEach(() => vi.restoreAllMocks());

describe('preparing a language’s locale data', () => {
  it('asks for what react-intl’s provider checks first: the number and the date formats of the language’s locale', () => {
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    prepareLocaleData('TY');
    expect(numbers).toHaveBeenCalledWith('tl');
    expect(dates).toHaveBeenCalledWith('tl');
  });
});
