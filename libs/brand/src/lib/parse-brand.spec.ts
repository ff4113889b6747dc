import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBrand } from './parse-brand';

const defaultBrand = () => JSON.parse(readFileSync(new URL('../../../../brands/default/brand.json', import.meta.url), 'utf8'));

describe('parseBrand', () => {
  it('returns the normalized config: without $schema, API base URL without a trailing slash', () => {
    const result = parseBrand({ ...defaultBrand(), apiBaseUrl: 'https://api.example.com/v1/' });
    expect(result.ok && result.brand.apiBaseUrl).toBe('https://api.example.com/v1');
    expect(result.ok && '$schema' in result.brand).toBe(false);
  });

  it("refuses a short name longer than a phone's home screen shows, naming the field", () => {
    const result = parseBrand({ ...defaultBrand(), shortName: 'Mekong Star Casino' });
    expect(result.ok ? [] : result.issues.map((issue) => `${issue.path}: ${issue.message}`)).toEqual([
      "shortName: must be at most 12 characters (a phone's home screen cuts a longer one)",
    ]);
    expect(parseBrand({ ...defaultBrand(), shortName: 'Mekong Star' }).ok).toBe(true);
  });

  it('requires a short name when the name is longer than a phone’s home screen shows under the app’s icon', () => {
    const issuesOf = (brand: object) => {
      const result = parseBrand({ ...defaultBrand(), ...brand });
      return result.ok ? [] : result.issues.map((issue) => `${issue.path}: ${issue.message}`);
    };
    expect(issuesOf({ name: 'Lucky Harbor Casino' })).toEqual([
      `shortName: is required when name is longer than 12 characters ("Lucky Harbor Casino" is 19): the installed app is called by it under its icon, where a phone's home screen cuts a longer one`,
    ]);
    expect(issuesOf({ name: 'Lucky Harbor Casino', shortName: 'Lucky Harbor' })).toEqual([]);
    expect(issuesOf({ name: 'Lucky Harbor' })).toEqual([]);
  });

  it('reports cross-field problems together with field problems, not one round at a time', () => {
    const result = parseBrand({
      ...defaultBrand(),
      name: '',
      defaultLanguage: 'VI',
      theme: { ...defaultBrand().theme, palette: { ...defaultBrand().theme.palette, text: '#777', danger: 'red' } },
    });
    expect(result.ok ? [] : result.issues.map((issue) => issue.path)).toEqual([
      'name',
      'theme.palette.danger',
      'theme.palette.text',
      'theme.palette.text',
      'defaultLanguage',
    ]);
  });

  it('refuses a primary whose tint, the current item of lists and pickers, leaves the text too faint to read', () => {
    // Mid-grey text reads on white (4.6:1), not on white with a fifth of strong blue in it.
    const palette = {
      ...defaultBrand().theme.palette,
      text: '#757575',
      muted: '#5c5c5c',
      background: '#ffffff',
      surface: '#ffffff',
      primary: '#0000b0',
    };
    const result = parseBrand({ ...defaultBrand(), theme: { ...defaultBrand().theme, palette } });
    expect(result.ok ? [] : result.issues.map(({ path, message }) => `${path}: ${message}`)).toEqual([
      expect.stringMatching(
        /^theme\.palette\.primary: contrast of text #757575 on the primary tint #[0-9a-f]{6} .* is \d\.\d\d:1; WCAG AA needs at least 4\.5:1 for the current item of lists and pickers$/,
      ),
    ]);
  });

  it("refuses a primary whose tint leaves the muted detail line of a list's current item too faint to read", () => {
    // Grey hints read on white (4.95:1), not on white with some green in it.
    const palette = {
      ...defaultBrand().theme.palette,
      text: '#1c1c1c',
      muted: '#707070',
      background: '#ffffff',
      surface: '#ffffff',
      primary: '#0b6e4f',
    };
    const result = parseBrand({ ...defaultBrand(), theme: { ...defaultBrand().theme, palette } });
    expect(result.ok ? [] : result.issues.map(({ path, message }) => `${path}: ${message}`)).toEqual([
      expect.stringMatching(
        /^theme\.palette\.primary: contrast of muted #707070 on the primary tint #[0-9a-f]{6} .* is \d\.\d\d:1; WCAG AA needs at least 4\.5:1 for the current item of lists and pickers$/,
      ),
    ]);
  });

  it('a palette missing a colour the tint is derived with says the colour is required, and does not throw', () => {
    const { muted: _muted, background: _background, ...palette } = defaultBrand().theme.palette;
    const result = parseBrand({ ...defaultBrand(), theme: { ...defaultBrand().theme, palette } });
    expect(result.ok ? [] : result.issues.map(({ path, message }) => `${path}: ${message}`)).toEqual(
      expect.arrayContaining(['theme.palette.muted: is required', 'theme.palette.background: is required']),
    );
  });

  it('checks contrast even when another colour of the palette is missing', () => {
    const { warning: _warning, ...palette } = { ...defaultBrand().theme.palette, onPrimary: '#2e7d32' };
    const result = parseBrand({ ...defaultBrand(), theme: { ...defaultBrand().theme, palette } });
    expect(result.ok ? [] : result.issues.map(({ path, message }) => `${path}: ${message}`)).toEqual([
      'theme.palette.warning: is required',
      'theme.palette.onPrimary: contrast of onPrimary #2e7d32 on primary #0b6e4f is 1.21:1; WCAG AA needs at least 4.5:1 for the labels of primary buttons',
      'theme.palette.onPrimary: contrast of onPrimary #2e7d32 on danger #b3261e is 1.27:1; WCAG AA needs at least 4.5:1 for counts on danger badges (open missions)',
    ]);
  });

  it('refuses a primary or danger too faint to read as text on the background or a card, naming what is drawn in it', () => {
    const palette = { ...defaultBrand().theme.palette, primary: '#f5b82e', onPrimary: '#000000', danger: '#ff6b6b' };
    const result = parseBrand({ ...defaultBrand(), theme: { ...defaultBrand().theme, palette } });
    expect(result.ok ? [] : result.issues.map(({ path, message }) => `${path}: ${message}`)).toEqual([
      'theme.palette.primary: contrast of primary #f5b82e on background #f7f7f2 is 1.65:1; WCAG AA needs at least 4.5:1 for links and hovered menu items',
      'theme.palette.primary: contrast of primary #f5b82e on surface #ffffff is 1.78:1; WCAG AA needs at least 4.5:1 for links in cards, secondary buttons and the current tab',
      'theme.palette.danger: contrast of danger #ff6b6b on background #f7f7f2 is 2.58:1; WCAG AA needs at least 4.5:1 for field errors and failure messages',
      'theme.palette.danger: contrast of danger #ff6b6b on surface #ffffff is 2.77:1; WCAG AA needs at least 4.5:1 for field errors and failure messages',
    ]);
  });

  it('names a vendor listed as both esports and cockfight, which the navigation would show under both', () => {
    const result = parseBrand({ ...defaultBrand(), esportsVendors: ['IMES', 'SV388'], cockfightVendors: ['SV388', 'DS88'] });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'cockfightVendors[0]', message: 'SV388 is also in esportsVendors; a vendor belongs to one category, esports or cockfight' },
    ]);
  });

  it('requires one of the site announcement types (B, PL, PU, PR): a brand of hot news alone would be asked banners it never offered', () => {
    const result = parseBrand({ ...defaultBrand(), announcementTypes: ['H'], announcementDefaultExecution: 'H' });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'announcementTypes', message: expect.stringContaining('must offer at least one of B, PL, PU, PR') },
    ]);
  });

  it('an empty list of announcement types gets one message, not two', () => {
    const result = parseBrand({ ...defaultBrand(), announcementTypes: [], announcementDefaultExecution: 'B' });
    expect((result.ok ? [] : result.issues).filter((issue) => issue.path === 'announcementTypes')).toEqual([
      { path: 'announcementTypes', message: 'must name at least one announcement type' },
    ]);
  });

  it('an empty font stack or list of announcement types does not hide the brand’s other problems: every one shows at once', () => {
    const result = parseBrand({
      ...defaultBrand(),
      theme: { ...defaultBrand().theme, fontFamily: '' },
      announcementTypes: [],
      announcementDefaultExecution: 'B',
      supportedLanguages: ['EN'],
      defaultLanguage: 'TH',
    });
    expect(result.ok ? [] : result.issues).toEqual(
      expect.arrayContaining([
        { path: 'theme.fontFamily', message: 'must not be empty' },
        { path: 'announcementTypes', message: 'must name at least one announcement type' },
        { path: 'defaultLanguage', message: 'must be one of supportedLanguages (EN)' },
      ]),
    );
  });

  it('suggests the known key an unknown one was probably meant to be', () => {
    const result = parseBrand({ ...defaultBrand(), merchantcode: 'X' });
    expect(result.ok ? [] : result.issues.filter((issue) => issue.path !== 'merchantCode')).toEqual([
      { path: 'merchantcode', message: 'is not a known key; did you mean "merchantCode"?' },
    ]);
  });

  it('suggests the known key whose last words an unknown key is, misspelt or not (langauges, languages: supportedLanguages)', () => {
    const result = parseBrand({ ...defaultBrand(), langauges: ['EN'], languages: ['EN'] });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'langauges', message: 'is not a known key; did you mean "supportedLanguages"?' },
      { path: 'languages', message: 'is not a known key; did you mean "supportedLanguages"?' },
    ]);
  });

  it('lists the keys allowed where an unknown key has no near match', () => {
    const result = parseBrand({ ...defaultBrand(), cipher: { scheme: 'platform-des-rsa', key: 'x' } });
    expect(result.ok ? [] : result.issues).toEqual([{ path: 'cipher.key', message: 'is not a known key; the keys here are "scheme"' }]);
  });

  it('says the direction follows the language when a brand sets rtl or direction', () => {
    const result = parseBrand({ ...defaultBrand(), rtl: true, direction: 'rtl' });
    const why = 'the direction follows the language: AR, FA and UR are laid out right to left, every other language left to right';
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'rtl', message: `is not a known key: ${why}` },
      { path: 'direction', message: `is not a known key: ${why}` },
    ]);
  });

  it('tells a code written in the wrong letter case its case (use upper case), not the whole list of codes', () => {
    const result = parseBrand({ ...defaultBrand(), supportedLanguages: ['cn', 'en'], defaultLanguage: 'cn', prizeModes: ['lott'] });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'defaultLanguage', message: 'must be "CN", in upper case' },
      { path: 'supportedLanguages[0]', message: 'must be "CN", in upper case' },
      { path: 'supportedLanguages[1]', message: 'must be "EN", in upper case' },
      { path: 'prizeModes[0]', message: 'must be "Lott", in that letter case' },
    ]);
  });

  it('prints a long list of allowed values once: a later value not among them points back to it', () => {
    const result = parseBrand({ ...defaultBrand(), supportedLanguages: ['TY', 'XX', 'YY'] });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'supportedLanguages[1]', message: expect.stringMatching(/^must be one of "CN", "EN", .*"LO"$/) },
      { path: 'supportedLanguages[2]', message: 'must be one of the values listed at supportedLanguages[1]' },
    ]);
  });

  it('names the entry a list repeats, and how often', () => {
    const result = parseBrand({ ...defaultBrand(), supportedLanguages: ['TY', 'EN', 'EN'], prizeModes: ['Lott', 'ZY', 'Lott', 'Lott'] });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'supportedLanguages', message: 'must not repeat an entry: EN is listed twice' },
      { path: 'prizeModes', message: 'must not repeat an entry: Lott is listed 3 times' },
    ]);
  });

  it('refuses a line break, tab or other control character in the name, short name and descriptions, which are one line', () => {
    const { TY, EN } = defaultBrand().seo.description;
    const result = parseBrand({
      ...defaultBrand(),
      name: 'Acme\n    location /x { return 200; }',
      shortName: 'Acme\tPlay',
      seo: { ...defaultBrand().seo, description: { TY: `${TY.slice(0, 60)}\u0007${TY.slice(60)}`, EN } },
    });
    const oneLine = 'must be one line: no line breaks, tabs or other control characters';
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'name', message: oneLine },
      { path: 'shortName', message: oneLine },
      { path: 'seo.description.TY', message: oneLine },
    ]);
    // Outer white space, a line break at the end too, is trimmed, not refused.
    expect(parseBrand({ ...defaultBrand(), name: 'Acme\n' }).ok).toBe(true);
  });

  it('suggests the known key inside the optional seo block too', () => {
    const { description, ...seo } = defaultBrand().seo;
    expect(parseBrand({ ...defaultBrand(), seo: { ...seo, descripton: description } })).toEqual({
      ok: false,
      issues: [{ path: 'seo.descripton', message: 'is not a known key; did you mean "description"?' }],
    });
  });

  it('names the language code a description is keyed by: the right case of a code, else the codes allowed', () => {
    const { TY, EN } = defaultBrand().seo.description;
    const issuesOf = (description: Record<string, string>) => {
      const result = parseBrand({ ...defaultBrand(), seo: { ...defaultBrand().seo, description } });
      return result.ok ? [] : result.issues;
    };
    expect(issuesOf({ ty: TY, EN })).toEqual([{ path: 'seo.description.ty', message: 'is not a known key; did you mean "TY"?' }]);
    expect(issuesOf({ Tagalog: TY, EN })).toEqual([
      { path: 'seo.description.Tagalog', message: expect.stringMatching(/^is not a known key; must be one of "CN", "EN", .*"TY"/) },
    ]);
  });

  it('keeps only the origin of seo.siteUrl, since every address of the site is made from it', () => {
    const siteUrlOf = (siteUrl: string) => {
      const result = parseBrand({ ...defaultBrand(), seo: { ...defaultBrand().seo, siteUrl } });
      return result.ok ? result.brand.seo?.siteUrl : result.issues;
    };
    expect(siteUrlOf('https://Play.Example.com/')).toBe('https://play.example.com');
    const notAnOrigin = [
      {
        path: 'seo.siteUrl',
        message: 'must be the site’s origin only, e.g. "https://play.example.com" (no path, query, fragment or user)',
      },
    ];
    for (const siteUrl of [
      'https://play.example.com/casino/',
      'https://play.example.com/?ref=1',
      'https://play.example.com/#top',
      'https://user:secret@play.example.com',
    ]) {
      expect(siteUrlOf(siteUrl), siteUrl).toEqual(notAnOrigin);
    }
    const notHttps = [{ path: 'seo.siteUrl', message: 'must be the site’s https address, e.g. "https://play.example.com"' }];
    expect(siteUrlOf('http://play.example.com')).toEqual(notHttps);
    expect(siteUrlOf('http://play.example.com/casino/')).toEqual(notHttps);
    expect(siteUrlOf('play.example.com')).toEqual(notHttps);
  });

  it('refuses an API base URL with a query, fragment or user: the client appends paths to it, and index.html is public', () => {
    const apiBaseUrlOf = (apiBaseUrl: string) => {
      const result = parseBrand({ ...defaultBrand(), apiBaseUrl });
      return result.ok ? result.brand.apiBaseUrl : result.issues;
    };
    expect(apiBaseUrlOf('https://api.example.com/merchant/v1')).toBe('https://api.example.com/merchant/v1');
    for (const apiBaseUrl of [
      'https://api.example.com?x=1',
      'https://api.example.com/v1?',
      'https://api.example.com#y',
      'https://api.example.com/v1/#',
      'https://u:p@api.example.com',
      'https://token@api.example.com/v1',
    ]) {
      expect(apiBaseUrlOf(apiBaseUrl), apiBaseUrl).toEqual([
        {
          path: 'apiBaseUrl',
          message: 'must be an address paths can be added to, e.g. "https://api.example.com/v1" (no query, fragment or user)',
        },
      ]);
    }
    expect(apiBaseUrlOf('not a url')).toEqual([{ path: 'apiBaseUrl', message: 'must be empty (the site’s own origin) or an http(s) URL' }]);
  });

  it('refuses an http API base URL, which the https-only site upgrades or blocks, but takes one on localhost and the site’s own origin', () => {
    const apiBaseUrlOf = (apiBaseUrl: string) => {
      const result = parseBrand({ ...defaultBrand(), apiBaseUrl });
      return result.ok ? result.brand.apiBaseUrl : result.issues;
    };
    expect(apiBaseUrlOf('http://api.example.com')).toEqual([
      {
        path: 'apiBaseUrl',
        message:
          'must be https: the site is served over https only, so every call to an http API is upgraded or blocked (http is for localhost and 127.0.0.1 only)',
      },
    ]);
    expect(apiBaseUrlOf('http://localhost:8080/v1')).toBe('http://localhost:8080/v1');
    expect(apiBaseUrlOf('http://127.0.0.1:4200')).toBe('http://127.0.0.1:4200');
    expect(apiBaseUrlOf('')).toBe('');
  });

  it('refuses two offered languages of one locale (KO and KR are both Korean), which the switcher would show twice', () => {
    const result = parseBrand({ ...defaultBrand(), supportedLanguages: ['TY', 'KO', 'EN', 'KR'], seo: undefined });
    expect(result.ok ? [] : result.issues).toEqual([
      {
        path: 'supportedLanguages[3]',
        message: 'KR is the same language as KO (ko): the language switcher would offer it twice; keep one',
      },
    ]);
  });

  it('takes a font stack only as family names between commas, each quoted whole or plain words, so it cannot swallow the first-paint style', () => {
    const issuesOf = (fontFamily: string, displayFont?: string) => {
      const result = parseBrand({ ...defaultBrand(), theme: { ...defaultBrand().theme, fontFamily, displayFont } });
      return result.ok ? [] : result.issues.map(({ path, message }) => `${path}: ${message}`);
    };
    for (const stack of [
      `'Noto Sans Thai', "Noto Sans", system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
      `'PingFang SC', 'Microsoft YaHei', 微软雅黑, "Helvetica Neue", Arial, sans-serif`,
      `"Fira Sans, Light", Noto Sans CJK-SC, serif`,
    ]) {
      expect(issuesOf(stack, stack), stack).toEqual([]);
    }
    expect(issuesOf(`'Segoe UI, sans-serif`)).toEqual([
      `theme.fontFamily: has a ' quote that is never closed; quote a family name on both sides, e.g. 'Segoe UI'`,
    ]);
    expect(issuesOf('Inter, sans-serif', `Georgia", serif`)).toEqual([
      `theme.displayFont: has a " quote that is never closed; quote a family name on both sides, e.g. 'Segoe UI'`,
    ]);
    expect(issuesOf('Inter /* x')).toEqual(['theme.fontFamily: must not hold a CSS comment (/* or */)']);
    expect(issuesOf('Inter */ x')).toEqual(['theme.fontFamily: must not hold a CSS comment (/* or */)']);
    expect(issuesOf('Inter !important')).toEqual(['theme.fontFamily: must not hold "!": a font stack is family names only']);
    expect(issuesOf('Inter,, sans-serif')).toEqual(['theme.fontFamily: has an empty entry; separate family names with one comma']);
    expect(issuesOf('Inter, sans-serif,')).toEqual(['theme.fontFamily: has an empty entry; separate family names with one comma']);
    expect(issuesOf(`"Bob's Font", serif`)).toEqual([
      `theme.fontFamily: "Bob's Font" must not hold a quote or a line break inside its quotes`,
    ]);
    expect(issuesOf(`'Segoe\nUI', serif`)).toEqual([
      `theme.fontFamily: 'Segoe\nUI' must not hold a quote or a line break inside its quotes`,
    ]);
    expect(issuesOf(`'Segoe' UI, serif`)).toEqual([
      `theme.fontFamily: 'Segoe' UI must be one quoted family name or plain words, not both; quote the whole name`,
    ]);
    for (const entry of ['Source Sans 3', '2Dumb', 'Font (Bold)', 'a=b', 'x:y', '-1x']) {
      expect(issuesOf(`${entry}, serif`), entry).toEqual([
        `theme.fontFamily: ${entry} must be quoted: an unquoted family name is words of letters, digits and hyphens, each starting with a letter`,
      ]);
    }
    expect(issuesOf('Inter, inherit')).toEqual([
      'theme.fontFamily: inherit is a CSS keyword, not a family name; quote it to name a font so called',
    ]);
    expect(issuesOf('x}</style><script>')).toEqual(['theme.fontFamily: must be a CSS font stack without ; { } < > or \\']);
  });

  it('requires the default language’s description when descriptions are given, since other languages fall back to it', () => {
    const { EN } = defaultBrand().seo.description;
    const issuesOf = (description: unknown) => {
      const result = parseBrand({ ...defaultBrand(), seo: { ...defaultBrand().seo, description } });
      return result.ok ? [] : result.issues;
    };
    const missing = {
      path: 'seo.description.TY',
      message: 'is required: the default language is TY, and a language without its own description shows TY’s',
    };
    expect(issuesOf({ EN })).toEqual([missing]);
    expect(issuesOf({})).toEqual([missing]);
    const { description: _description, ...withoutDescription } = defaultBrand().seo;
    expect(parseBrand({ ...defaultBrand(), seo: withoutDescription }).ok).toBe(true);
  });

  it('checks the description’s languages beside any other seo problem, so all of them show at once', () => {
    const { seo } = defaultBrand();
    const result = parseBrand({
      ...defaultBrand(),
      seo: { ...seo, siteUrl: 'http://luckyharbor.example.com', description: { EN: seo.description.EN, VI: 'too short' } },
    });
    expect(result.ok ? [] : result.issues.map((issue) => `${issue.path}: ${issue.message}`)).toEqual([
      'seo.siteUrl: must be the site’s https address, e.g. "https://play.example.com"',
      'seo.description.VI: must be at least 50 characters',
      'seo.description: has VI, which supportedLanguages does not offer (TY, EN)',
      'seo.description.TY: is required: the default language is TY, and a language without its own description shows TY’s',
    ]);
  });

  it('says seo.description must be an object when it is not one', () => {
    const result = parseBrand({ ...defaultBrand(), seo: { ...defaultBrand().seo, description: null } });
    expect(result.ok ? [] : result.issues).toEqual([{ path: 'seo.description', message: 'must be an object, not null' }]);
  });

  it('writes amounts in the merchant’s currency symbol, ¥ when the brand names none, and names a symbol that would read as part of the amount', () => {
    const { currencySymbol: _symbol, ...withoutCurrency } = defaultBrand();
    const parsed = parseBrand(withoutCurrency);
    expect(parsed.ok && parsed.brand.currencySymbol).toBe('¥');
    for (const symbol of ['₱', 'RM', 'US$', 'د.إ']) {
      const own = parseBrand({ ...defaultBrand(), currencySymbol: symbol });
      expect(own.ok && own.brand.currencySymbol).toBe(symbol);
    }
    for (const symbol of ['', 'PHP 1', 'R M', '₱₱₱₱₱', '$\n', '\u200f₱', '"$"', 'R\\M']) {
      expect(parseBrand({ ...defaultBrand(), currencySymbol: symbol })).toEqual({
        ok: false,
        issues: [{ path: 'currencySymbol', message: 'must be 1 to 4 characters without digits or spaces, e.g. "₱" or "RM"' }],
      });
    }
  });

  it('requires players to be 18 unless the brand names 21, and names the field of any other age', () => {
    const { minimumAge: _age, ...withoutAge } = defaultBrand();
    const parsed = parseBrand(withoutAge);
    expect(parsed.ok && parsed.brand.minimumAge).toBe(18);
    const strict = parseBrand({ ...defaultBrand(), minimumAge: 21 });
    expect(strict.ok && strict.brand.minimumAge).toBe(21);
    expect(parseBrand({ ...defaultBrand(), minimumAge: 20 })).toEqual({
      ok: false,
      issues: [{ path: 'minimumAge', message: 'must be one of 18, 21' }],
    });
  });

  it('takes the optional look of the brand (display font, corners, surface) and names a surface its background contradicts', () => {
    const theme = { ...defaultBrand().theme, displayFont: 'Georgia, serif', corners: 'round', surface: 'light' };
    const parsed = parseBrand({ ...defaultBrand(), theme });
    expect(parsed.ok && parsed.brand.theme).toMatchObject({ displayFont: 'Georgia, serif', corners: 'round', surface: 'light' });
    const dark = parseBrand({
      ...defaultBrand(),
      theme: { ...theme, surface: 'dark', corners: 'square', palette: { ...theme.palette, text: '#999' } },
    });
    expect(dark.ok ? [] : dark.issues.map(({ path, message }) => `${path}: ${message.replace(/ is \d.*/, '')}`)).toEqual([
      'theme.palette.text: contrast of text #999 on background #f7f7f2',
      'theme.palette.text: contrast of text #999 on surface #ffffff',
      'theme.corners: must be one of "sharp", "soft", "round"',
      `theme.surface: is "dark" but palette.background ${theme.palette.background} makes a light page`,
    ]);
  });
});
