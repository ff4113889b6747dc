import { z } from 'zod';
import { DEFAULT_CURRENCY_SYMBOL } from '@wl/i18n/amounts';
import { LANGUAGE_CODES, LOCALE_BY_LANGUAGE, type LanguageCode } from '@wl/i18n/languages';
import {
  ANNOUNCEMENT_TYPES,
  SITE_ANNOUNCEMENT_TYPES,
  CIPHER_SCHEMES,
  DEFAULT_MINIMUM_AGE,
  GAME_SELECTION_TYPES,
  MINIMUM_AGES,
  PALETTE_KEYS,
  PRIZE_MODES,
  type BrandConfig,
  type PaletteKey,
} from './brand-config';
import { contrastRatio, CORNER_STYLES, deriveColors, formatRatio, SURFACE_MODES, surfaceModeOf, WCAG_AA_TEXT_CONTRAST } from '@wl/theme';

/** How every `brands/<code>/brand.json` names the committed JSON Schema beside the brand folders. */
export const BRAND_JSON_SCHEMA_REF = '../brand.schema.json';

export const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const hexColour = z.string().regex(HEX_COLOUR, 'must be a hex colour such as #0a7 or #00aa77');

/** A brand folder's name, and so its `code`: the Nx project is `brand-<code>` and URLs and paths are made from it. */
export const BRAND_CODE = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
export const BRAND_CODE_RULE = 'lower-case letters, digits and inner dashes, at most 40 characters';

/**
 * Text the site shows on one line, and writes into the page's head and the nginx sample's comment: a line break
 * or another control character (\p{Cc}) there would break them. Kept a pattern so editors flag it too.
 */
const ONE_LINE = /^\P{Cc}*$/u;
const ONE_LINE_MESSAGE = 'must be one line: no line breaks, tabs or other control characters';

/**
 * A currency symbol as amounts are written before their digits: one to four characters, no digit, space, control or
 * invisible formatting character (a direction mark), which would read as part of the amount or not at all (spec §9
 * writes "¥1,000.00"), and no quote or backslash, which text around it would have to escape.
 */
const CURRENCY_SYMBOL = /^[^\p{Nd}\p{White_Space}\p{Cc}\p{Cf}"\\]{1,4}$/u;
const CURRENCY_SYMBOL_RULE = 'must be 1 to 4 characters without digits or spaces, e.g. "₱" or "RM"';

/** What each palette colour is drawn as, for the JSON Schema and docs/brands.md. */
const PALETTE_USES: Record<PaletteKey, string> = {
  primary: 'Buttons, links, the current tab and the browser’s theme colour.',
  onPrimary: 'Text and icons on primary (button labels) and on danger (counts on badges).',
  secondary: 'Accents: highlights on the primary bar, and the focus ring where it stands out 3:1 from background and surface.',
  background: 'The page; decides whether the page is light or dark.',
  surface: 'Cards, dialogs, the header and menus.',
  text: 'Body text.',
  muted: 'Hints and secondary text.',
  success: 'Success messages, winnings and status badges.',
  warning: 'Pending statuses and warnings.',
  danger: 'Field errors, failure messages and danger badges.',
};

/**
 * Pairs of palette keys drawn as text on another, with what is drawn so (named in the message); each
 * must reach WCAG AA for normal text. Primary titles are large (3:1 would do), but primary is also small
 * text on both background and surface (links, the phone's 12 px current tab), so no pair is checked at 3:1.
 */
export const TEXT_CONTRAST_PAIRS: ReadonlyArray<{ text: PaletteKey; on: PaletteKey; drawnAs: string }> = [
  { text: 'text', on: 'background', drawnAs: 'text' },
  { text: 'text', on: 'surface', drawnAs: 'text' },
  { text: 'muted', on: 'background', drawnAs: 'hints and secondary text' },
  { text: 'muted', on: 'surface', drawnAs: 'hints and secondary text' },
  { text: 'onPrimary', on: 'primary', drawnAs: 'the labels of primary buttons' },
  { text: 'primary', on: 'background', drawnAs: 'links and hovered menu items' },
  { text: 'primary', on: 'surface', drawnAs: 'links in cards, secondary buttons and the current tab' },
  { text: 'danger', on: 'background', drawnAs: 'field errors and failure messages' },
  { text: 'danger', on: 'surface', drawnAs: 'field errors and failure messages' },
  { text: 'success', on: 'background', drawnAs: 'success messages and winnings' },
  { text: 'success', on: 'surface', drawnAs: 'success messages, winnings and status badges' },
  { text: 'warning', on: 'background', drawnAs: 'pending statuses and warnings' },
  { text: 'warning', on: 'surface', drawnAs: 'pending statuses and warnings in badges and dialogs' },
  { text: 'onPrimary', on: 'danger', drawnAs: 'counts on danger badges (open missions)' },
];

/** Colours drawn as text on the primary colour's tint (the current item of a list: its name, and its detail line). */
const TEXT_ON_TINT: readonly PaletteKey[] = ['text', 'muted'];

/** An unquoted family name is CSS identifiers separated by spaces. */
const FONT_NAME_WORD = /^(?:--|-?[\p{L}\p{M}_])[\p{L}\p{M}\p{N}_-]*$/u;
/** Keywords that make a whole `font-family` invalid when they stand as a family name. */
const FONT_KEYWORDS = ['inherit', 'initial', 'unset', 'revert', 'revert-layer', 'default'];

/**
 * Why `stack` is not a comma-separated list of family names, each quoted whole or plain words. It is
 * inlined raw into the first-paint `<style>`, where a stray quote or comment swallows the rest of the CSS.
 */
function fontStackProblem(stack: string): string | undefined {
  if (stack.includes('/*') || stack.includes('*/')) return 'must not hold a CSS comment (/* or */)';
  if (stack.includes('!')) return 'must not hold "!": a font stack is family names only';
  const entries: string[] = [''];
  let quote: string | undefined;
  for (const char of stack) {
    if (quote === undefined && char === ',') entries.push('');
    else entries[entries.length - 1] += char;
    if (char === quote) quote = undefined;
    else if (quote === undefined && (char === "'" || char === '"')) quote = char;
  }
  if (quote) return `has a ${quote} quote that is never closed; quote a family name on both sides, e.g. 'Segoe UI'`;
  for (const entry of entries.map((text) => text.trim())) {
    if (!entry) return 'has an empty entry; separate family names with one comma';
    const quoted = /^(['"])(.*)\1$/s.exec(entry);
    if (quoted) {
      // A line break ends a CSS string as surely as a quote does.
      if (/['"\p{Cc}]/u.test(quoted[2])) return `${entry} must not hold a quote or a line break inside its quotes`;
    } else if (/['"]/.test(entry)) {
      return `${entry} must be one quoted family name or plain words, not both; quote the whole name`;
    } else if (!entry.split(/ +/).every((word) => FONT_NAME_WORD.test(word))) {
      return `${entry} must be quoted: an unquoted family name is words of letters, digits and hyphens, each starting with a letter`;
    } else if (FONT_KEYWORDS.includes(entry.toLowerCase())) {
      return `${entry} is a CSS keyword, not a family name; quote it to name a font so called`;
    }
  }
  return undefined;
}

const FONT_STACK_CHARACTERS = /^[^;{}<>\\]*$/;
// Not aborting checks, which would also stop every cross-field check of the brand: the last one skips what the first
// two refuse, so a stack gets one message.
const fontStack = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .regex(FONT_STACK_CHARACTERS, 'must be a CSS font stack without ; { } < > or \\')
  .superRefine((stack, ctx) => {
    const problem = stack !== '' && FONT_STACK_CHARACTERS.test(stack) ? fontStackProblem(stack) : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A list whose entries are each given once; a repeat is named, e.g. `EN is listed twice`. */
const unique = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .superRefine((list, ctx) => {
      const repeated = [...new Set(list.filter((entry, index) => list.indexOf(entry) !== index))];
      if (repeated.length === 0) return;
      const times = (entry: unknown) => list.filter((other) => other === entry).length;
      const named = repeated.map((entry) => `${String(entry)} is listed ${times(entry) === 2 ? 'twice' : `${times(entry)} times`}`);
      ctx.addIssue({ code: 'custom', message: `must not repeat an entry: ${named.join(', ')}` });
    })
    .meta({ uniqueItems: true });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const palette = z
  .strictObject(
    Object.fromEntries(PALETTE_KEYS.map((key) => [key, hexColour.meta({ description: PALETTE_USES[key] })])) as Record<
      PaletteKey,
      typeof hexColour
    >,
  )
  .superRefine(
    (colours, ctx) => {
      const valid = (key: PaletteKey) => typeof colours[key] === 'string' && HEX_COLOUR.test(colours[key]);
      for (const { text, on, drawnAs } of TEXT_CONTRAST_PAIRS) {
        if (!valid(text) || !valid(on)) continue;
        const ratio = contrastRatio(colours[text], colours[on]);
        if (ratio >= WCAG_AA_TEXT_CONTRAST) continue;
        ctx.addIssue({
          code: 'custom',
          path: [text],
          message:
            `contrast of ${text} ${colours[text]} on ${on} ${colours[on]} is ${formatRatio(ratio)}; ` +
            `WCAG AA needs at least ${WCAG_AA_TEXT_CONTRAST}:1 for ${drawnAs}`,
        });
      }
      // Text and muted text (a detail line) also sit on the primary colour's tint, derived from primary and surface: the
      // current item of a list. A colour already too faint on the surface is said once, above.
      // `deriveColors` reads the whole palette: a missing colour is said above, as required, not thrown over here.
      if (!PALETTE_KEYS.every(valid)) return;
      const tint = deriveColors(colours).primarySubtle;
      for (const text of TEXT_ON_TINT) {
        if (contrastRatio(colours[text], colours.surface) < WCAG_AA_TEXT_CONTRAST) continue;
        const ratio = contrastRatio(colours[text], tint);
        if (ratio < WCAG_AA_TEXT_CONTRAST)
          ctx.addIssue({
            code: 'custom',
            path: ['primary'],
            message:
              `contrast of ${text} ${colours[text]} on the primary tint ${tint} (primary ${colours.primary} mixed into surface) is ` +
              `${formatRatio(ratio)}; WCAG AA needs at least ${WCAG_AA_TEXT_CONTRAST}:1 for the current item of lists and pickers`,
          });
      }
    },
    // Checked even when another colour is missing or malformed, so every problem shows at once.
    { when: (payload) => isRecord(payload.value) },
  )
  .meta({
    description: `Brand colours, each a hex colour: ${PALETTE_KEYS.join(', ')}. Colours drawn as text must reach WCAG AA (4.5:1) on the colours they sit on: text, muted, primary, danger, success and warning on background and surface, onPrimary on primary and on danger, text and muted on the primary colour's tint (the current item of lists).`,
  });

/** A file of the brand folder that the stamp step copies to `/brand/assets/`. */
const assetFile = (kinds: readonly string[], description: string) =>
  z
    .string()
    .regex(
      new RegExp(`^assets/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\\.(?:${kinds.join('|')})$`),
      `must be a file under assets/ ending in .${kinds.join(', .')}`,
    )
    .meta({ description });

/** The URL `url` parses to; none when it does not parse, which `z.url` reports on its own. */
function parsedUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/**
 * Whether `url` takes appended paths: no query, fragment or user. Read on the text too, since an empty
 * `?`, `#` or `@` parses away but stays in the stored value. An unparsable URL is left to `z.url`.
 */
function isApiBase(url: string): boolean {
  const parsed = parsedUrl(url);
  return !parsed || (!parsed.username && !parsed.password && !/[?#]/.test(url) && !/^[^/]*\/\/[^/]*@/.test(url));
}

/** Hosts a developer's own machine answers on: a browser trusts them over plain http. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * Whether `url` is not http, or http on this machine. A stamped site is https only (HSTS and
 * `upgrade-insecure-requests` in its headers), so an http API would be upgraded or blocked on every call.
 * An unparsable URL is left to `z.url`.
 */
function isSecureApi(url: string): boolean {
  const parsed = parsedUrl(url);
  // Another scheme is left to `z.url`, whose message names the schemes allowed.
  return !parsed || parsed.protocol !== 'http:' || LOOPBACK_HOSTS.has(parsed.hostname);
}

/**
 * Each offered language whose locale an earlier one already has (KO and KR are both `ko`): the switcher
 * names a language by its locale, so it would offer the same language twice.
 */
function sameLocaleProblems(languages: readonly LanguageCode[], ctx: z.core.$RefinementCtx<LanguageCode[]>): void {
  languages.forEach((language, index) => {
    const earlier = languages
      .slice(0, index)
      .find((other) => other !== language && LOCALE_BY_LANGUAGE[other] === LOCALE_BY_LANGUAGE[language]);
    if (earlier === undefined) return;
    ctx.addIssue({
      code: 'custom',
      path: [index],
      message: `${language} is the same language as ${earlier} (${LOCALE_BY_LANGUAGE[language]}): the language switcher would offer it twice; keep one`,
    });
  });
}

/** Fields a cross-field check reads: it runs only when they parsed, so its message is never noise. */
const parsedCleanly =
  (...fields: string[]) =>
  (payload: z.core.ParsePayload) =>
    isRecord(payload.value) && !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));

/**
 * The checks of the description's languages read its keys alone: they run once `seo.description` parsed as an object of
 * language codes (and `field` parsed), whatever else of `seo` or a description's text is wrong, so all show at once. A key
 * that is no code is dropped from the value, so its issue is looked for; the checks' own issues there are `custom`.
 */
const descriptionKeysParsed = (field: string) => (payload: z.core.ParsePayload) => {
  const seo = isRecord(payload.value) ? payload.value['seo'] : undefined;
  const keysFaulted = payload.issues.some(
    ({ code, path = [] }) => code !== 'custom' && path.length === 2 && path[0] === 'seo' && path[1] === 'description',
  );
  return isRecord(seo) && isRecord(seo['description']) && !keysFaulted && parsedCleanly(field)(payload);
};

/** The longest app name a phone's home screen shows whole under an icon (the web manifest's `short_name`). */
export const SHORT_NAME_MAX_LENGTH = 12;

export const brandConfigSchema = z
  .strictObject({
    $schema: z.literal(BRAND_JSON_SCHEMA_REF).meta({ description: 'The JSON Schema editors check this file against.' }),
    code: z
      .string()
      .regex(BRAND_CODE, `must be ${BRAND_CODE_RULE}`)
      .meta({ description: `The brand folder's name: ${BRAND_CODE_RULE}; e.g. acme, whose Nx project is brand-acme.` }),
    name: z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters').regex(ONE_LINE, ONE_LINE_MESSAGE).meta({
      description: 'The page title and the installed app’s name: 1 to 60 characters on one line.',
    }),
    shortName: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(SHORT_NAME_MAX_LENGTH, `must be at most ${SHORT_NAME_MAX_LENGTH} characters (a phone's home screen cuts a longer one)`)
      .regex(ONE_LINE, ONE_LINE_MESSAGE)
      .optional()
      .meta({
        description: `The installed app's name under its icon on a phone's home screen, at most ${SHORT_NAME_MAX_LENGTH} characters; the name when not given.`,
      }),
    platform: z.literal('web').meta({ description: 'What the API expects of a web site.' }),
    merchantCode: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be 1 to 32 letters, digits, dashes or underscores (it is sent as the Merchant header)')
      .meta({
        description:
          'What the merchant API knows the brand by (sent as the Merchant header): 1 to 32 letters, digits, dashes or underscores; no two brands may share one.',
      }),
    lotteryType: z.literal('SEA').meta({ description: 'The lottery family the API expects.' }),
    device: z.literal('WEB').meta({ description: 'What the API expects of a web site.' }),
    defaultLanguage: z.enum(LANGUAGE_CODES).meta({ description: 'The language a first visit opens in; one of supportedLanguages.' }),
    supportedLanguages: unique(z.enum(LANGUAGE_CODES)).min(1, 'must offer at least one language').superRefine(sameLocaleProblems).meta({
      description: 'The languages players may switch to, each once and not two of one language (KO and KR); only their catalogs ship.',
    }),
    chatHeaderColor: hexColour.meta({ description: 'The header strip of the customer-service chat: a hex colour.' }),
    prizeModes: unique(z.enum(PRIZE_MODES))
      .min(1, 'must name at least one prize mode')
      .meta({ description: 'The lottery prize modes offered, at least one.' }),
    announcementTypes: unique(z.enum(ANNOUNCEMENT_TYPES))
      // An empty list gets this message alone, not the next one's too (not by aborting, which would also stop every
      // cross-field check of the brand).
      .min(1, 'must name at least one announcement type')
      .refine(
        (types) => types.length === 0 || types.some((type) => (SITE_ANNOUNCEMENT_TYPES as readonly string[]).includes(type)),
        `must offer at least one of ${SITE_ANNOUNCEMENT_TYPES.join(', ')}: home, the notices and the promotions are made of them`,
      )
      .meta({
        description: `The announcements the site shows: B banners, PL player notices, PU pop-ups, PR promotions, H hot news; at least one of ${SITE_ANNOUNCEMENT_TYPES.join(', ')}.`,
      }),
    announcementDefaultExecution: z
      .enum(ANNOUNCEMENT_TYPES)
      .meta({ description: 'The default announcement type: one of announcementTypes.' }),
    cockfightVendors: unique(z.string().regex(/^[A-Z0-9_]+$/, 'must be an upper-case vendor code such as DS88')).meta({
      description:
        'Vendor codes shown as cockfight rather than sports: upper-case letters, digits and underscores (DS88); none in esportsVendors too.',
    }),
    esportsVendors: unique(z.string().regex(/^[A-Z0-9_]+$/, 'must be an upper-case vendor code such as IMES')).meta({
      description: 'Vendor codes shown as esports rather than sports: upper-case letters, digits and underscores (IMES).',
    }),
    gameSelectionTypes: unique(z.enum(GAME_SELECTION_TYPES))
      .min(1, 'must name at least one game selection type')
      .meta({ description: 'The lobby’s selections, at least one.' }),
    apiBaseUrl: z
      .union([
        z.literal(''),
        z
          .url({ protocol: /^https?$/, error: 'must be empty (the site’s own origin) or an http(s) URL' })
          // The api-client appends paths to it, and it is inlined into the public index.html.
          .refine(isApiBase, 'must be an address paths can be added to, e.g. "https://api.example.com/v1" (no query, fragment or user)')
          .refine(
            isSecureApi,
            'must be https: the site is served over https only, so every call to an http API is upgraded or blocked (http is for localhost and 127.0.0.1 only)',
          ),
      ])
      .transform((url) => url.replace(/\/+$/, ''))
      .meta({
        description:
          'Where the merchant API answers: an https address paths can be added to (no query, fragment or user; http only on localhost), or "" for the site’s own origin (what serve and the sandbox use).',
      }),
    cipher: z
      .strictObject({ scheme: z.enum(CIPHER_SCHEMES).meta({ description: 'The password encryption the merchant API expects.' }) })
      .meta({ description: 'How passwords are encrypted; the key itself comes from the merchant API.' }),
    minimumAge: z
      .literal(MINIMUM_AGES)
      .optional()
      .default(DEFAULT_MINIMUM_AGE)
      .meta({ description: 'The youngest age allowed to register: the registration’s agreement, date picker and refusal say it.' }),
    currencySymbol: z.string().regex(CURRENCY_SYMBOL, CURRENCY_SYMBOL_RULE).optional().default(DEFAULT_CURRENCY_SYMBOL).meta({
      description:
        'The merchant’s currency as its amounts are written (₱, ฿, RM): what the site shows until a player’s wallet names its own, as on the home’s winners board. 1 to 4 characters, no digits or spaces.',
    }),
    seo: z
      .strictObject({
        siteUrl: z
          // Not `abort`: an aborting issue stops every cross-field check of the brand, so one bad address would hide them all.
          .url({ protocol: /^https$/, error: 'must be the site’s https address, e.g. "https://play.example.com"' })
          // Canonical links, robots.txt and the sitemap append paths to it, and the site lives at `/`. What is not an
          // https URL is left to `z.url`, whose message says so.
          .refine((url) => {
            const parsed = parsedUrl(url);
            if (parsed?.protocol !== 'https:') return true;
            const { pathname, search, hash, username, password } = parsed;
            return pathname === '/' && !search && !hash && !username && !password;
          }, 'must be the site’s origin only, e.g. "https://play.example.com" (no path, query, fragment or user)')
          .transform((url) => new URL(url).origin)
          .meta({ description: 'The canonical https address of the site: canonical links, Open Graph and the sitemap use it.' }),
        description: z
          .partialRecord(
            z.enum(LANGUAGE_CODES),
            z
              .string()
              .trim()
              .min(50, 'must be at least 50 characters')
              .max(160, 'must be at most 160 characters (search results cut it there)')
              .regex(ONE_LINE, ONE_LINE_MESSAGE),
          )
          .optional()
          .meta({
            description:
              'The meta and Open Graph description, keyed by language code (50 to 160 characters on one line); the default language’s is required once any is given.',
          }),
        shareImage: assetFile(
          ['png', 'jpg', 'webp'],
          'The picture of link previews (Open Graph), e.g. "assets/share.png": PNG, JPEG (.jpg) or WebP; 1200 × 630 is best.',
        ).optional(),
      })
      .optional()
      .meta({ description: 'Search and sharing: canonical address, descriptions and share image. Without it, no sitemap is written.' }),
    theme: z
      .strictObject({
        palette,
        fontFamily: fontStack.meta({
          description:
            'A CSS font stack of fonts the player’s device has (no web font ships), e.g. "Inter, system-ui, sans-serif": family names between commas, each quoted whole or plain words.',
        }),
        displayFont: fontStack.optional().meta({ description: 'A CSS font stack for headings; the body font when left out.' }),
        corners: z.enum(CORNER_STYLES).optional().meta({ description: 'Corner radii of controls and cards; soft when left out.' }),
        surface: z
          .enum(SURFACE_MODES)
          .optional()
          .meta({ description: 'Whether the page is light or dark; must agree with palette.background.' }),
        logo: assetFile(['svg', 'png', 'webp'], 'The header logo, e.g. "assets/logo.svg": SVG (with a viewBox), PNG or WebP.'),
        favicon: assetFile(
          ['svg', 'png', 'ico'],
          'The browser tab and installed app icon, square, e.g. "assets/favicon.svg": SVG, or PNG or ICO of at least 192 × 192; also the brand’s mark in a phone header too narrow for the whole logo.',
        ),
      })
      .superRefine(
        (theme, ctx) => {
          const page = surfaceModeOf(theme.palette.background);
          if (theme.surface === undefined || theme.surface === page) return;
          ctx.addIssue({
            code: 'custom',
            path: ['surface'],
            message: `is "${theme.surface}" but palette.background ${theme.palette.background} makes a ${page} page`,
          });
        },
        // Checked beside any other theme problem, as long as the two values it compares are readable.
        {
          when: (payload) =>
            isRecord(payload.value) &&
            isRecord(payload.value['palette']) &&
            HEX_COLOUR.test(String(payload.value['palette']['background'])),
        },
      )
      .meta({ description: 'How the site looks: colours, fonts, corners, logo and favicon.' }),
  })
  .refine((brand) => brand.shortName !== undefined || brand.name.length <= SHORT_NAME_MAX_LENGTH, {
    path: ['shortName'],
    error: (issue) => {
      const { name } = issue.input as { name: string };
      return (
        `is required when name is longer than ${SHORT_NAME_MAX_LENGTH} characters ("${name}" is ${name.length}): ` +
        `the installed app is called by it under its icon, where a phone's home screen cuts a longer one`
      );
    },
    when: parsedCleanly('name', 'shortName'),
  })
  .refine((brand) => brand.supportedLanguages.includes(brand.defaultLanguage), {
    path: ['defaultLanguage'],
    error: (issue) => {
      const brand = issue.input as { supportedLanguages: string[] };
      return `must be one of supportedLanguages (${brand.supportedLanguages.join(', ')})`;
    },
    when: parsedCleanly('defaultLanguage', 'supportedLanguages'),
  })
  .refine(
    (brand) => Object.keys(brand.seo?.description ?? {}).every((language) => brand.supportedLanguages.includes(language as LanguageCode)),
    {
      path: ['seo', 'description'],
      error: (issue) => {
        const brand = issue.input as { supportedLanguages: string[]; seo: { description: Record<string, string> } };
        const extra = Object.keys(brand.seo.description).filter((language) => !brand.supportedLanguages.includes(language));
        return `has ${extra.join(', ')}, which supportedLanguages does not offer (${brand.supportedLanguages.join(', ')})`;
      },
      when: descriptionKeysParsed('supportedLanguages'),
    },
  )
  // The stamped page's meta description is the default language's, and other languages fall back to it.
  .superRefine(
    ({ seo, defaultLanguage }, ctx) => {
      if (!seo?.description || defaultLanguage in seo.description) return;
      ctx.addIssue({
        code: 'custom',
        path: ['seo', 'description', defaultLanguage],
        message: `is required: the default language is ${defaultLanguage}, and a language without its own description shows ${defaultLanguage}’s`,
      });
    },
    { when: descriptionKeysParsed('defaultLanguage') },
  )
  .refine((brand) => brand.announcementTypes.includes(brand.announcementDefaultExecution), {
    path: ['announcementDefaultExecution'],
    error: (issue) => {
      const brand = issue.input as { announcementTypes: string[] };
      return `must be one of announcementTypes (${brand.announcementTypes.join(', ')})`;
    },
    when: parsedCleanly('announcementDefaultExecution', 'announcementTypes'),
  })
  // Spec §3 moves each listed vendor out of sports into one category: in both lists it would show under both.
  .superRefine(
    (brand, ctx) => {
      brand.cockfightVendors.forEach((vendor, index) => {
        if (!brand.esportsVendors.includes(vendor)) return;
        ctx.addIssue({
          code: 'custom',
          path: ['cockfightVendors', index],
          message: `${vendor} is also in esportsVendors; a vendor belongs to one category, esports or cockfight`,
        });
      });
    },
    { when: parsedCleanly('cockfightVendors', 'esportsVendors') },
  );

export type BrandFile = z.input<typeof brandConfigSchema>;

/** Compile-time proof that a parsed brand file is a `BrandConfig`, so the two never drift apart. */
export function toBrandConfig({ $schema: _schema, ...brand }: z.output<typeof brandConfigSchema>): BrandConfig {
  return brand;
}
