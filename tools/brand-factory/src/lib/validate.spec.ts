import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@wl/i18n/languages';
import { brandWorkspace, defaultBrandJson, pngHead, type BrandJson } from '../testing/brand-workspace';
import { formatNotes, formatProblems, validateBrandFile } from './validate';

const workspace = brandWorkspace();
afterAll(workspace.dispose);

const FILE = 'brands/acme/brand.json';
/** The end of a contrast problem: AA's ratio, and what is drawn in that colour. */
const AA = (drawnAs: string) => `WCAG AA needs at least 4.5:1 for ${drawnAs}`;
const ALL_LANGUAGES = LANGUAGE_CODES.map((code) => `"${code}"`).join(', ');

type Brand = BrandJson;

/** A valid brand in folder `acme`, changed by `edit`. */
function acme(edit: (brand: Brand) => void): Brand {
  const brand = { ...defaultBrandJson(), code: 'acme' };
  edit(brand);
  return brand;
}

async function problemsOf(brandJson: unknown): Promise<string> {
  const dir = workspace.addBrand('acme', brandJson);
  const result = await validateBrandFile(join(dir, 'brand.json'), FILE);
  return result.ok ? '(valid)' : formatProblems(result.problems);
}

/**
 * The problems of the valid brand `acme` (changed by `edit`) whose folder holds `pictures` besides the default
 * brand's: a path to its content, or to null for a folder of that name.
 */
async function problemsWithPictures(pictures: Record<string, string | Buffer | null>, edit: (brand: Brand) => void = () => undefined) {
  const dir = workspace.addBrand('acme', acme(edit));
  for (const [path, content] of Object.entries(pictures)) {
    if (content === null) mkdirSync(join(dir, path), { recursive: true });
    else writeFileSync(join(dir, path), content);
  }
  try {
    const result = await validateBrandFile(join(dir, 'brand.json'), FILE);
    return result.ok ? '(valid)' : formatProblems(result.problems);
  } finally {
    // The folder is reused by every test: the next one finds the default brand's pictures only.
    rmSync(join(dir, 'assets'), { recursive: true, force: true });
  }
}

const SVG = (attributes: string) => `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect width="10" height="10"/></svg>`;
const SEO = { siteUrl: 'https://acme.example.com', shareImage: 'assets/share.png' };

/** Each malformed config and every line the factory prints for it, exactly. */
const MALFORMED: Array<[reason: string, brand: unknown, expected: string[]]> = [
  [
    'a misspelt key is unknown, and the key it meant is missing',
    acme((b) => {
      b['supportedLanguage'] = b['supportedLanguages'];
      delete b['supportedLanguages'];
    }),
    [`${FILE}: supportedLanguages: is required`, `${FILE}: supportedLanguage: is not a known key; did you mean "supportedLanguages"?`],
  ],
  [
    'a misspelt nested key is reported at its full path',
    acme((b) => {
      b['theme'].palette.primay = b['theme'].palette.primary;
      delete b['theme'].palette.primary;
    }),
    [`${FILE}: theme.palette.primary: is required`, `${FILE}: theme.palette.primay: is not a known key; did you mean "primary"?`],
  ],
  [
    'a key with no near match is unknown, with the keys allowed there',
    acme((b) => (b['theme'].colours = {})),
    [
      `${FILE}: theme.colours: is not a known key; the keys here are "palette", "fontFamily", "displayFont", "corners", "surface", "logo", "favicon"`,
    ],
  ],
  [
    'a trailing comma is a JSON syntax error with line and column',
    '{\n  "code": "acme",\n}\n',
    [`${FILE}: is not valid JSON at line 3, column 1 (Expected double-quoted property name)`],
  ],
  [
    'a single-quoted string is a JSON syntax error with line and column, without V8 quoting the file',
    '{\n  "code": \'acme\'\n}\n',
    [`${FILE}: is not valid JSON at line 2, column 11 (Unexpected token ''')`],
  ],
  [
    'an unquoted word deep in the file is found by line and column',
    `${JSON.stringify({ ...defaultBrandJson(), code: 'acme' }, null, 2).replace('"platform": "web"', '"platform": web')}`,
    [`${FILE}: is not valid JSON at line 5, column 15 (Unexpected token 'w')`],
  ],
  [
    'a file cut short says where it ends',
    '{\n  "code": ',
    [`${FILE}: is not valid JSON at line 2, column 11 (Unexpected end of JSON input)`],
  ],
  ['the file must hold an object', '[]', [`${FILE}: must be an object, not a list`]],
  ['a field of the wrong type', acme((b) => (b['name'] = 42)), [`${FILE}: name: must be a string, not a number`]],
  ['a required field is missing', acme((b) => delete b['merchantCode']), [`${FILE}: merchantCode: is required`]],
  ['a fixed value of spec §1 differs', acme((b) => (b['platform'] = 'ios')), [`${FILE}: platform: must be "web"`]],
  [
    'a missing fixed value or choice is required, not "wrong"',
    acme((b) => {
      delete b['platform'];
      delete b['defaultLanguage'];
    }),
    [`${FILE}: platform: is required`, `${FILE}: defaultLanguage: is required`],
  ],
  [
    '$schema must name the committed JSON Schema',
    acme((b) => (b['$schema'] = './schema.json')),
    [`${FILE}: $schema: must be "../brand.schema.json"`],
  ],
  [
    'the default language must be a supported language',
    acme((b) => (b['defaultLanguage'] = 'VI')),
    [`${FILE}: defaultLanguage: must be one of supportedLanguages (TY, EN)`],
  ],
  [
    'a language code must be one the platform offers',
    acme((b) => (b['supportedLanguages'] = ['TY', 'XX'])),
    [`${FILE}: supportedLanguages[1]: must be one of ${ALL_LANGUAGES}`],
  ],
  [
    'a list must not repeat an entry, and names the one it repeats',
    acme((b) => (b['prizeModes'] = ['Lott', 'Lott'])),
    [`${FILE}: prizeModes: must not repeat an entry: Lott is listed twice`],
  ],
  [
    'a list that needs entries is empty',
    acme((b) => (b['gameSelectionTypes'] = [])),
    [`${FILE}: gameSelectionTypes: must name at least one game selection type`],
  ],
  [
    'the default announcement type must be one of the brand’s types',
    acme((b) => {
      b['announcementTypes'] = ['B', 'PL'];
      b['announcementDefaultExecution'] = 'H';
    }),
    [`${FILE}: announcementDefaultExecution: must be one of announcementTypes (B, PL)`],
  ],
  [
    'vendor codes are upper case',
    acme((b) => (b['esportsVendors'] = ['imes'])),
    [`${FILE}: esportsVendors[0]: must be an upper-case vendor code such as IMES`],
  ],
  [
    'the merchant code is sent as a header, so no spaces',
    acme((b) => (b['merchantCode'] = 'LH 001')),
    [`${FILE}: merchantCode: must be 1 to 32 letters, digits, dashes or underscores (it is sent as the Merchant header)`],
  ],
  [
    'the API base URL must be http(s)',
    acme((b) => (b['apiBaseUrl'] = 'ftp://api.example.com')),
    [`${FILE}: apiBaseUrl: must be empty (the site’s own origin) or an http(s) URL`],
  ],
  [
    'the API base URL takes appended paths, so no query, fragment or user',
    acme((b) => (b['apiBaseUrl'] = 'https://u:p@api.example.com?x=1')),
    [`${FILE}: apiBaseUrl: must be an address paths can be added to, e.g. "https://api.example.com/v1" (no query, fragment or user)`],
  ],
  [
    'the cipher scheme must be one the client implements',
    acme((b) => (b['cipher'] = { scheme: 'rsa' })),
    [`${FILE}: cipher.scheme: must be one of "platform-des-rsa", "rsa-oaep-aes-gcm"`],
  ],
  [
    'a colour must be hex',
    acme((b) => (b['theme'].palette.danger = 'red')),
    [`${FILE}: theme.palette.danger: must be a hex colour such as #0a7 or #00aa77`],
  ],
  [
    'text on background and on surface below AA, with the measured ratio',
    acme((b) => (b['theme'].palette.text = '#777777')),
    [
      `${FILE}: theme.palette.text: contrast of text #777777 on background #f7f7f2 is 4.16:1; ${AA('text')}`,
      `${FILE}: theme.palette.text: contrast of text #777777 on surface #ffffff is 4.47:1; ${AA('text')}`,
    ],
  ],
  [
    'text on primary below AA, with the measured ratio',
    acme((b) => (b['theme'].palette.onPrimary = '#2e7d32')),
    [
      `${FILE}: theme.palette.onPrimary: contrast of onPrimary #2e7d32 on primary #0b6e4f is 1.21:1; ${AA('the labels of primary buttons')}`,
      `${FILE}: theme.palette.onPrimary: contrast of onPrimary #2e7d32 on danger #b3261e is 1.27:1; ${AA('counts on danger badges (open missions)')}`,
    ],
  ],
  [
    'muted text must be readable too',
    acme((b) => (b['theme'].palette.muted = '#a0a0a0')),
    [
      `${FILE}: theme.palette.muted: contrast of muted #a0a0a0 on background #f7f7f2 is 2.43:1; ${AA('hints and secondary text')}`,
      `${FILE}: theme.palette.muted: contrast of muted #a0a0a0 on surface #ffffff is 2.61:1; ${AA('hints and secondary text')}`,
    ],
  ],
  [
    'primary is drawn as text (links, secondary buttons, the current tab), so it must reach AA on background and surface',
    acme((b) => Object.assign(b['theme'].palette, { primary: '#00aa77', onPrimary: '#000000' })),
    [
      `${FILE}: theme.palette.primary: contrast of primary #00aa77 on background #f7f7f2 is 2.78:1; ${AA('links and hovered menu items')}`,
      `${FILE}: theme.palette.primary: contrast of primary #00aa77 on surface #ffffff is 2.99:1; ${AA('links in cards, secondary buttons and the current tab')}`,
      `${FILE}: theme.palette.onPrimary: contrast of onPrimary #000000 on danger #b3261e is 3.21:1; ${AA('counts on danger badges (open missions)')}`,
    ],
  ],
  [
    'danger is drawn as text (field errors), so it must reach AA on background and surface',
    acme((b) => (b['theme'].palette.danger = '#ff6b6b')),
    [
      `${FILE}: theme.palette.danger: contrast of danger #ff6b6b on background #f7f7f2 is 2.58:1; ${AA('field errors and failure messages')}`,
      `${FILE}: theme.palette.danger: contrast of danger #ff6b6b on surface #ffffff is 2.77:1; ${AA('field errors and failure messages')}`,
      `${FILE}: theme.palette.onPrimary: contrast of onPrimary #ffffff on danger #ff6b6b is 2.77:1; ${AA('counts on danger badges (open missions)')}`,
    ],
  ],
  [
    'success is drawn as text (success messages, winnings, badges), so it must reach AA on background and surface',
    acme((b) => (b['theme'].palette.success = '#4cc38a')),
    [
      `${FILE}: theme.palette.success: contrast of success #4cc38a on background #f7f7f2 is 2.06:1; ${AA('success messages and winnings')}`,
      `${FILE}: theme.palette.success: contrast of success #4cc38a on surface #ffffff is 2.21:1; ${AA('success messages, winnings and status badges')}`,
    ],
  ],
  [
    'warning is drawn as text (pending statuses, warnings), so it must reach AA on background and surface',
    acme((b) => (b['theme'].palette.warning = '#f0b429')),
    [
      `${FILE}: theme.palette.warning: contrast of warning #f0b429 on background #f7f7f2 is 1.73:1; ${AA('pending statuses and warnings')}`,
      `${FILE}: theme.palette.warning: contrast of warning #f0b429 on surface #ffffff is 1.86:1; ${AA('pending statuses and warnings in badges and dialogs')}`,
    ],
  ],
  [
    'onPrimary is drawn on danger (the open-missions count), so it must reach AA there too',
    acme((b) => Object.assign(b['theme'].palette, { onPrimary: '#dddddd', danger: '#d32f2f' })),
    [
      `${FILE}: theme.palette.onPrimary: contrast of onPrimary #dddddd on danger #d32f2f is 3.66:1; ${AA('counts on danger badges (open missions)')}`,
    ],
  ],
  [
    'a font stack cannot break out of the first-paint style',
    acme((b) => (b['theme'].fontFamily = 'x}</style><script>alert(1)</script>')),
    [`${FILE}: theme.fontFamily: must be a CSS font stack without ; { } < > or \\`],
  ],
  [
    'a font stack with an unclosed quote would swallow the rest of the first-paint style',
    acme((b) => (b['theme'].fontFamily = "'Segoe UI, sans-serif")),
    [`${FILE}: theme.fontFamily: has a ' quote that is never closed; quote a family name on both sides, e.g. 'Segoe UI'`],
  ],
  [
    'descriptions must include the default language’s, which the stamped page shows',
    acme((b) => (b['seo'] = { siteUrl: 'https://acme.example.com', description: { EN: 'x'.repeat(60) } })),
    [`${FILE}: seo.description.TY: is required: the default language is TY, and a language without its own description shows TY’s`],
  ],
  [
    'the logo must be a file under assets/',
    acme((b) => (b['theme'].logo = '../secrets/logo.svg')),
    [`${FILE}: theme.logo: must be a file under assets/ ending in .svg, .png, .webp`],
  ],
  [
    'the favicon must exist in the brand folder',
    acme((b) => (b['theme'].favicon = 'assets/missing.ico')),
    [`${FILE}: theme.favicon: names assets/missing.ico, which is not in brands/acme/`],
  ],
  [
    'the share image must exist in the brand folder',
    acme((b) => (b['seo'] = { siteUrl: 'https://acme.example.com', shareImage: 'assets/share.png' })),
    [`${FILE}: seo.shareImage: names assets/share.png, which is not in brands/acme/`],
  ],
  ['the code must be the folder name', acme((b) => (b['code'] = 'acme-two')), [`${FILE}: code: must be the folder name "acme"`]],
  [
    'every problem of a file at once, schema and folder alike',
    acme((b) => {
      b['name'] = '';
      b['theme'].colour = '#fff';
      b['theme'].palette.onPrimary = '#0b6e4f';
      b['theme'].logo = 'assets/nope.svg';
      b['code'] = 'other';
    }),
    [
      `${FILE}: name: must not be empty`,
      `${FILE}: theme.palette.onPrimary: contrast of onPrimary #0b6e4f on primary #0b6e4f is 1.00:1; ${AA('the labels of primary buttons')}`,
      `${FILE}: theme.palette.onPrimary: contrast of onPrimary #0b6e4f on danger #b3261e is 1.04:1; ${AA('counts on danger badges (open missions)')}`,
      `${FILE}: theme.colour: is not a known key; the keys here are "palette", "fontFamily", "displayFont", "corners", "surface", "logo", "favicon"`,
      `${FILE}: code: must be the folder name "acme"`,
      `${FILE}: theme.logo: names assets/nope.svg, which is not in brands/acme/`,
    ],
  ],
];

describe('a malformed brand file is reported in full: file, JSON path and reason', () => {
  it('the table holds at least 15 configs', () => {
    expect(MALFORMED.length).toBeGreaterThanOrEqual(15);
  });

  it.each(MALFORMED)('%s', async (_reason, brand, expected) => {
    expect(await problemsOf(brand)).toBe(expected.join('\n'));
  });

  it('a valid brand has no problems', async () => {
    expect(await problemsOf(acme(() => undefined))).toBe('(valid)');
  });

  it('a logo whose size cannot be read is named, with the reason', async () => {
    expect(await problemsWithPictures({ 'assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 wide tall"/>' })).toBe(
      `${FILE}: theme.logo: names assets/logo.svg, which cannot be read as SVG (its viewBox "0 0 wide tall" is not four numbers with a width and height above 0)`,
    );
  });

  it('a brand file saved with a byte-order mark (as Windows editors do) is read as JSON', async () => {
    expect(await problemsOf(`\uFEFF${JSON.stringify(acme(() => undefined))}`)).toBe('(valid)');
  });

  it('a missing brand file says it cannot be read', async () => {
    const result = await validateBrandFile(join(workspace.root, 'brands/none/brand.json'), 'brands/none/brand.json');
    expect(result.ok ? '' : formatProblems(result.problems)).toBe('brands/none/brand.json: cannot be read (ENOENT)');
  });
});

describe('the logo, favicon and share image are read as the stamp reads them; each refusal names its field', () => {
  it('a favicon that is text under a .png name is no picture: its size would be nonsense in the manifest', async () => {
    expect(await problemsWithPictures({ 'assets/fav.png': 'not a picture' }, (b) => (b['theme'].favicon = 'assets/fav.png'))).toBe(
      `${FILE}: theme.favicon: names assets/fav.png, which cannot be read as PNG (it is not a picture in a format the factory reads)`,
    );
  });

  it('a favicon that is a folder is refused, not crashed on by the stamp', async () => {
    expect(await problemsWithPictures({ 'assets/icon.svg': null }, (b) => (b['theme'].favicon = 'assets/icon.svg'))).toBe(
      `${FILE}: theme.favicon: names assets/icon.svg, which is a folder, not a picture`,
    );
  });

  it('a favicon whose content is another format than its name says is refused', async () => {
    expect(await problemsWithPictures({ 'assets/favicon.svg': pngHead(32, 32) })).toBe(
      `${FILE}: theme.favicon: names assets/favicon.svg, which holds PNG, not SVG: save it as SVG or name it by its format`,
    );
  });

  it('a favicon must be square: a browser tab and an installed app show it so', async () => {
    expect(await problemsWithPictures({ 'assets/favicon.svg': SVG('viewBox="0 0 64 32"') })).toBe(
      `${FILE}: theme.favicon: names assets/favicon.svg, which is 64 × 32: a favicon must be square (a browser tab and an installed app show it so)`,
    );
    expect(await problemsWithPictures({ 'assets/fav.png': pngHead(192, 192) }, (b) => (b['theme'].favicon = 'assets/fav.png'))).toBe(
      '(valid)',
    );
  });

  it('a share image that is no picture, or a folder, is refused at seo.shareImage', async () => {
    expect(await problemsWithPictures({ 'assets/share.png': 'not a picture' }, (b) => (b['seo'] = SEO))).toBe(
      `${FILE}: seo.shareImage: names assets/share.png, which cannot be read as PNG (it is not a picture in a format the factory reads)`,
    );
    expect(await problemsWithPictures({ 'assets/share.png': null }, (b) => (b['seo'] = SEO))).toBe(
      `${FILE}: seo.shareImage: names assets/share.png, which is a folder, not a picture`,
    );
    expect(await problemsWithPictures({ 'assets/share.png': pngHead(1200, 630) }, (b) => (b['seo'] = SEO))).toBe('(valid)');
  });

  it('a logo over the service worker’s 2 MB precache limit is refused at theme.logo, not by a failing stamp', async () => {
    const large = SVG('viewBox="0 0 190 40"').replace('</svg>', `<!--${'x'.repeat(2 * 1024 * 1024)}--></svg>`);
    expect(await problemsWithPictures({ 'assets/logo.svg': large })).toBe(
      `${FILE}: theme.logo: names assets/logo.svg, which is 2.01 MB: the service worker precaches files of at most 2 MB, so the build would fail; make it smaller`,
    );
  });

  it('a share image over 2 MB is taken: only crawlers fetch it, so it is not precached', async () => {
    const large = Buffer.concat([pngHead(1200, 630), Buffer.alloc(3 * 1024 * 1024)]);
    expect(await problemsWithPictures({ 'assets/share.png': large }, (b) => (b['seo'] = SEO))).toBe('(valid)');
  });

  it('an SVG logo without a viewBox is refused at theme.logo: the header scales it to its height, which crops it', async () => {
    expect(await problemsWithPictures({ 'assets/logo.svg': SVG('width="190" height="40"') })).toBe(
      `${FILE}: theme.logo: names assets/logo.svg, an SVG without a viewBox: the header scales the logo to its height, which crops an SVG without one; give it a viewBox`,
    );
  });

  it('an SVG logo whose viewBox is separated by commas, as SVG allows, is taken', async () => {
    expect(await problemsWithPictures({ 'assets/logo.svg': SVG('viewBox="0,0,300,60"') })).toBe('(valid)');
    expect(await problemsWithPictures({ 'assets/logo.svg': SVG('viewBox="0, 0, 300, 60"') })).toBe('(valid)');
  });
});

describe('a key given twice is named with its lines: JSON.parse would keep the last silently', () => {
  it('names each repeated key by its path and both lines, nested keys too, beside the other problems', async () => {
    const text = JSON.stringify(
      acme(() => undefined),
      null,
      2,
    )
      .replace('"supportedLanguages": [', '"supportedLanguages": ["TH"],\n  "supportedLanguages": [')
      .replace('"primary": "#0b6e4f",', '"primary": "#0b6e4f",\n      "primary": "#0b6e4f",');
    const lineOf = (needle: string, from = 0) => text.slice(0, text.indexOf(needle, from)).split('\n').length;
    const first = lineOf('"supportedLanguages"');
    const primary = lineOf('"primary"');
    expect(await problemsOf(text)).toBe(
      [
        `${FILE}: supportedLanguages: given twice (lines ${first} and ${first + 1}): only the last would count; keep one`,
        `${FILE}: theme.palette.primary: given twice (lines ${primary} and ${primary + 1}): only the last would count; keep one`,
      ].join('\n'),
    );
  });

  it('names a key given three times once, with all its lines', async () => {
    const text = '{\n  "code": "acme",\n  "code": "acme",\n  "code": "acme"\n}';
    expect((await problemsOf(text)).split('\n')[0]).toBe(
      `${FILE}: code: given 3 times (lines 2, 3 and 4): only the last would count; keep one`,
    );
  });
});

describe('an SVG logo or favicon must be a well-formed SVG document that runs and loads nothing', () => {
  const logo = (content: string) => problemsWithPictures({ 'assets/logo.svg': content });
  const refused = (reason: string) => `${FILE}: theme.logo: names assets/logo.svg, which ${reason}`;
  const body = '<rect width="10" height="10"/>';
  const svg = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

  it('refuses a file cut short, naming the line and column where the XML breaks', async () => {
    expect(await logo('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n<rect')).toBe(
      refused('is not well-formed XML (line 2, column 5: unclosed tag: svg); save it again from the drawing program'),
    );
  });

  it('refuses an SVG without the SVG namespace: browsers show it as a broken picture', async () => {
    expect(await logo(`<svg viewBox="0 0 10 10">${body}</svg>`)).toBe(
      refused(
        'has <svg> without xmlns="http://www.w3.org/2000/svg" as its root, not <svg xmlns="http://www.w3.org/2000/svg">: browsers show only an SVG document as a picture',
      ),
    );
  });

  it('refuses a page holding an SVG, and text before one', async () => {
    expect(await logo(`<html><body>${svg(body)}</body></html>`)).toBe(
      refused('has <html> as its root, not <svg xmlns="http://www.w3.org/2000/svg">: browsers show only an SVG document as a picture'),
    );
    expect(await logo(`<p>logo coming soon</p>${svg(body)}`)).toMatch(/which is not well-formed XML \(line 1, column \d+: /);
  });

  it.each([
    [
      'a <script>',
      svg(`${body}<script>alert(1)</script>`),
      "holds a <script>: a picture must not run code (the file is served on the site's own origin)",
    ],
    ['an event handler', svg(body, ' onload="alert(1)"'), 'has an event handler onload="…" on <svg>: a picture must not run code'],
    [
      'a <foreignObject>',
      svg(`<foreignObject><p xmlns="http://www.w3.org/1999/xhtml">Acme</p></foreignObject>`),
      'holds a <foreignObject>: a picture must not embed HTML; draw it in SVG',
    ],
    [
      'an image from an http(s) address',
      svg('<image href="https://evil.example.com/a.png" width="10" height="10"/>'),
      'refers outside itself (href="https://evil.example.com/a.png" on <image>): a picture shown by the site loads nothing else; embed it or remove it',
    ],
    [
      'an xlink:href to another file',
      svg('<use xlink:href="other.svg#mark"/>', ' xmlns:xlink="http://www.w3.org/1999/xlink"'),
      'refers outside itself (xlink:href="other.svg#mark" on <use>): a picture shown by the site loads nothing else; embed it or remove it',
    ],
    [
      'a CSS url() to an http(s) address',
      svg(`<style>rect { fill: url(https://evil.example.com/p.svg#g) }</style>${body}`),
      'refers outside itself (url(https://evil.example.com/p.svg#g) in its CSS on <style>): a picture shown by the site loads nothing else; embed it or remove it',
    ],
    [
      'a url() to an http(s) address in a presentation attribute',
      svg('<rect width="10" height="10" fill="url(https://evil.example.com/p.svg#g)"/>'),
      'refers outside itself (url(https://evil.example.com/p.svg#g) in fill on <rect>): a picture shown by the site loads nothing else; embed it or remove it',
    ],
    [
      'an animation that sets a link',
      svg(`<a><set attributeName="href" to="javascript:alert(1)"/>${body}</a>`),
      'refers outside itself (an animation of href on <set>): a picture shown by the site loads nothing else; embed it or remove it',
    ],
    [
      'an xml-stylesheet processing instruction',
      `<?xml-stylesheet href="https://evil.example.com/s.css"?>${svg(body)}`,
      'holds a processing instruction (<?…?>, such as xml-stylesheet): a picture loads nothing else',
    ],
    [
      'a handler after a run of blank lines (past where a file is first sniffed as SVG)',
      `${'\n'.repeat(100)}${svg(body, ' onload="alert(1)"')}`,
      'has an event handler onload="…" on <svg>: a picture must not run code',
    ],
  ])('refuses %s, naming it', async (_what, content, reason) => {
    expect(await logo(content)).toBe(refused(reason));
  });

  it('takes references inside the file: a fragment, a data: URL', async () => {
    const inside = svg(
      `<defs><linearGradient id="g"/></defs><rect width="10" height="10" fill="url(#g)"/><use href="#g"/><image href="data:image/png;base64,AA==" width="1" height="1"/>`,
    );
    expect(await logo(inside)).toBe('(valid)');
    expect(await logo(`<?xml version="1.0" encoding="UTF-8"?>\n${svg(body)}`)).toBe('(valid)');
  });

  it('refuses entity declarations before expanding them: nested ones grow a small file into gigabytes', async () => {
    expect(await logo(`<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]>${svg(body)}`)).toBe(
      refused('declares XML entities (<!ENTITY …>): write their values out instead'),
    );
  });

  it('names the favicon field for a broken favicon', async () => {
    expect(await problemsWithPictures({ 'assets/favicon.svg': '<svg viewBox="0 0 10 10"/>' })).toMatch(
      new RegExp(`^${FILE}: theme.favicon: names assets/favicon.svg, which has <svg> without xmlns`),
    );
  });
});

describe('pictures are refused at sizes the site cannot use, with the size measured', () => {
  it('refuses a raster logo of more than 4 megapixels: every page decodes it whole', async () => {
    expect(await problemsWithPictures({ 'assets/logo.png': pngHead(60000, 600) }, (b) => (b['theme'].logo = 'assets/logo.png'))).toBe(
      `${FILE}: theme.logo: names assets/logo.png, which is 60000 × 600 pixels: every page decodes all of them to draw it a few dozen pixels high; make it at most 4 megapixels`,
    );
    expect(await problemsWithPictures({ 'assets/logo.png': pngHead(2000, 400) }, (b) => (b['theme'].logo = 'assets/logo.png'))).toBe(
      '(valid)',
    );
  });

  it('refuses a raster favicon under 192 × 192: the web manifest makes it the installed app’s icon; an SVG favicon has no pixel size', async () => {
    expect(await problemsWithPictures({ 'assets/fav.png': pngHead(1, 1) }, (b) => (b['theme'].favicon = 'assets/fav.png'))).toBe(
      `${FILE}: theme.favicon: names assets/fav.png, which is 1 × 1: it is also the installed app's icon, which must be at least 192 × 192; give a larger PNG, or an SVG`,
    );
    expect(await problemsWithPictures({ 'assets/fav.png': pngHead(20000, 20000) }, (b) => (b['theme'].favicon = 'assets/fav.png'))).toBe(
      `${FILE}: theme.favicon: names assets/fav.png, which is 20000 × 20000 pixels: every page decodes all of them to draw it a few dozen pixels high; make it at most 4 megapixels`,
    );
    expect(await problemsWithPictures({ 'assets/favicon.svg': SVG('width="16" height="16" viewBox="0 0 16 16"') })).toBe('(valid)');
  });

  it('refuses a share image under 200 × 200, which link previews skip', async () => {
    expect(await problemsWithPictures({ 'assets/share.png': pngHead(16, 16) }, (b) => (b['seo'] = SEO))).toBe(
      `${FILE}: seo.shareImage: names assets/share.png, which is 16 × 16: link previews skip a share image under 200 × 200; 1200 × 630 is best`,
    );
  });

  it('refuses a share image over 8 MB, which link previews skip', async () => {
    const large = Buffer.concat([pngHead(1200, 630), Buffer.alloc(9 * 1024 * 1024 - 33)]);
    expect(await problemsWithPictures({ 'assets/share.png': large }, (b) => (b['seo'] = SEO))).toBe(
      `${FILE}: seo.shareImage: names assets/share.png, which is 9 MB: link previews skip a share image over 8 MB; make it smaller (1200 × 630 is best)`,
    );
  });
});

describe('every file of assets/ is published on the brand’s origin, so each is checked as the pictures are and named with the reason', () => {
  const ASSET = 'brands/acme/assets';
  const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`;

  it('refuses an SVG no field names that holds a <script>: the stamp serves it on the site’s own origin all the same', async () => {
    expect(await problemsWithPictures({ 'assets/banner.svg': svg('<script>alert(1)</script>') })).toBe(
      `${ASSET}/banner.svg: holds a <script>: a picture must not run code (the file is served on the site's own origin)`,
    );
  });

  it('refuses a file that is not a picture the site draws, such as a page, a font or a source file, naming the types it takes', async () => {
    const notPicture = (file: string) =>
      `${ASSET}/${file}: is not a picture the site uses (.svg, .png, .webp, .ico or .jpg): everything in assets/ is published on the brand's site; keep other files elsewhere`;
    expect(
      await problemsWithPictures({
        'assets/promo.html': '<script>alert(1)</script>',
        'assets/brand.woff2': 'font',
        'assets/logo.ai': 'source',
      }),
    ).toBe([notPicture('brand.woff2'), notPicture('logo.ai'), notPicture('promo.html')].join('\n'));
  });

  it('refuses a file over 2 MB, and one whose content is another format than its name says, in a subfolder too', async () => {
    const large = Buffer.concat([pngHead(1200, 400), Buffer.alloc(3 * 1024 * 1024 - 33)]);
    expect(
      await problemsWithPictures({ 'assets/banners': null, 'assets/banners/home.png': large, 'assets/banners/vip.png': svg('') }),
    ).toBe(
      [
        `${ASSET}/banners/home.png: is 3 MB: the files of assets/ are held to 2 MB, as the logo and favicon are (every build copies and compresses them into the site); make it smaller`,
        `${ASSET}/banners/vip.png: holds SVG, not PNG: save it as PNG or name it by its format`,
      ].join('\n'),
    );
  });

  it('takes pictures no field names, in subfolders too', async () => {
    expect(
      await problemsWithPictures({
        'assets/banners': null,
        'assets/banners/home.png': pngHead(1200, 400),
        'assets/mail-logo.svg': svg(''),
      }),
    ).toBe('(valid)');
  });

  it('passes over a hidden file (the .DS_Store a Mac leaves, a .gitkeep), which is not published, and reads an upper-case extension as its format', async () => {
    expect(
      await problemsWithPictures({
        'assets/.DS_Store': Buffer.from('Bud1'),
        'assets/banners': null,
        'assets/banners/.gitkeep': Buffer.from(''),
        'assets/banners/HOME.PNG': pngHead(1200, 400),
      }),
    ).toBe('(valid)');
  });
});

/** The notes of brand `acme` (changed by `edit`) with `pictures` in its folder; its problems, if any, instead. */
async function notesWith(pictures: Record<string, Buffer>, edit: (brand: Brand) => void) {
  const dir = workspace.addBrand('acme', acme(edit));
  for (const [path, content] of Object.entries(pictures)) writeFileSync(join(dir, path), content);
  const result = await validateBrandFile(join(dir, 'brand.json'), FILE);
  return result.ok ? formatNotes(result.notes) : formatProblems(result.problems);
}

describe('what a valid brand should know is printed as a note, and never stops it', () => {
  it('notes a language without a catalog of its own, naming the catalog its words come from', async () => {
    expect(await notesWith({}, (b) => (b['supportedLanguages'] = ['TY', 'EN', 'PT-BR', 'AR']))).toBe(
      [
        `note: ${FILE}: supportedLanguages[2]: PT-BR has no translation catalog: its words come from the EN catalog, while numbers, dates and the page's direction follow PT-BR`,
        `note: ${FILE}: supportedLanguages[3]: AR has no translation catalog: its words come from the EN catalog, while numbers, dates and the page's direction follow AR`,
      ].join('\n'),
    );
    expect(await notesWith({}, () => undefined)).toBe('');
  });

  it('notes a share image far from 1.91:1, which link previews crop', async () => {
    expect(await notesWith({ 'assets/share.png': pngHead(600, 600) }, (b) => (b['seo'] = SEO))).toBe(
      `note: ${FILE}: seo.shareImage: names assets/share.png, which is 600 × 600: link previews crop it to 1.91:1 (1200 × 630), so its edges will not show`,
    );
  });
});

describe('the brand folder’s name is the code', () => {
  it('tells a folder whose name is not a valid code to rename the folder, not to set code to it', async () => {
    const dir = workspace.addBrand('Acme_Casino', { ...acme(() => undefined), code: 'acme-casino' });
    const result = await validateBrandFile(join(dir, 'brand.json'), 'brands/Acme_Casino/brand.json');
    expect(result.ok ? '(valid)' : formatProblems(result.problems)).toBe(
      'brands/Acme_Casino/brand.json: code: the folder name "Acme_Casino" is not a valid code (lower-case letters, digits and inner dashes, at most 40 characters): rename the folder, e.g. to "acme-casino", and set code to its new name',
    );
  });
});
