import { ANNOUNCEMENT_TYPES, GAME_SELECTION_TYPES, PRIZE_MODES, type BrandConfig } from '@wl/brand';
import {
  BRAND_JSON_SCHEMA_REF,
  contrastRatio,
  HEX_COLOUR,
  parseBrand,
  readableOn,
  TEXT_CONTRAST_PAIRS,
  type BrandFile,
} from '@wl/brand/schema';
import { DEFAULT_LANGUAGE } from '@wl/i18n/languages';
import { formatRatio, NEUTRAL_PALETTES, WCAG_AA_TEXT_CONTRAST, type SurfaceMode } from '@wl/theme';

export interface NewBrandOptions {
  code: string;
  /** Shown as the title; defaults to the code in title case. */
  name?: string;
  /** The installed app's name under its icon; the schema asks for one when the name is longer than a phone shows there. */
  shortName?: string;
  /** Comma-separated language codes, e.g. `EN,TH`; the first is the default language. */
  languages?: string;
  /** Defaults to the first of `languages`. */
  defaultLanguage?: string;
  primary?: string;
  secondary?: string;
  /** A dark palette instead of a light one. */
  dark?: boolean;
  /** Defaults to the code in upper case. */
  merchantCode?: string;
  apiBaseUrl?: string;
}

/** Spec §1's languages: the site's default, TY, first, and EN. Kept in step with the generator's schema.json. */
const DEFAULTS = { languages: `${DEFAULT_LANGUAGE},EN`, primary: '#0a7', secondary: '#f2b134' };

const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";

const titleCase = (code: string) =>
  code
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** How finely `readablePrimary` steps towards black or white: 1 % of the way at a time. */
const SHADE_STEPS = 100;

/** `weight` of the grey level `ink` (0 black, 255 white) mixed into a six-digit hex colour, in sRGB. */
const shade = (colour: string, ink: number, weight: number) =>
  `#${[1, 3, 5]
    .map((at) => {
      const channel = parseInt(colour.slice(at, at + 2), 16);
      return Math.round(channel + (ink - channel) * weight)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;

/**
 * The requested primary, darkened on a light page (lightened on a dark one) by the least that lets it
 * read as text on every colour the schema checks it on (links, secondary buttons, the current tab).
 * Black or white, the end of the way, reads on both neutral palettes. A colour that is not hex is left
 * for the schema to name.
 */
/** The colours primary is drawn as text on (background, surface), in a new brand's neutral palette. */
const primaryGrounds = (neutrals: (typeof NEUTRAL_PALETTES)[SurfaceMode]) =>
  TEXT_CONTRAST_PAIRS.filter(({ text }) => text === 'primary').map(({ on }) => ({ on, colour: neutrals[on as keyof typeof neutrals] }));

function readablePrimary(requested: string, neutrals: (typeof NEUTRAL_PALETTES)[SurfaceMode], mode: SurfaceMode): string {
  if (!HEX_COLOUR.test(requested)) return requested;
  const grounds = primaryGrounds(neutrals).map(({ colour }) => colour);
  const reads = (colour: string) => grounds.every((ground) => contrastRatio(colour, ground) >= WCAG_AA_TEXT_CONTRAST);
  const full = requested.length === 4 ? `#${[...requested.slice(1)].map((digit) => digit + digit).join('')}` : requested;
  let primary = requested;
  for (let step = 1; step <= SHADE_STEPS && !reads(primary); step++) primary = shade(full, mode === 'light' ? 0 : 255, step / SHADE_STEPS);
  return primary;
}

/**
 * What a new brand made differently from what was asked, and why, for the operator to read before the file: a primary
 * too faint to read as text is shaded, and a shaded colour nobody is told of looks like a bug.
 */
export function newBrandNotes(options: NewBrandOptions): string[] {
  const requested = options.primary ?? DEFAULTS.primary;
  const mode: SurfaceMode = options.dark ? 'dark' : 'light';
  const neutrals = NEUTRAL_PALETTES[mode];
  const used = readablePrimary(requested, neutrals, mode);
  if (used === requested) return [];
  const grounds = primaryGrounds(neutrals);
  const worst = grounds.reduce((a, b) => (contrastRatio(requested, a.colour) <= contrastRatio(requested, b.colour) ? a : b));
  const given = options.primary === undefined ? `the default primary ${requested}` : `--primary ${requested}`;
  return [
    `${given} is too ${mode === 'light' ? 'light' : 'dark'} to read as text on a ${mode} page: links, secondary buttons and the current tab ` +
      `need ${WCAG_AA_TEXT_CONTRAST}:1 on ${grounds.map(({ on, colour }) => `${on} ${colour}`).join(' and ')}, and it has ` +
      `${formatRatio(contrastRatio(requested, worst.colour))} on ${worst.on}. Used ${used} instead, the nearest ${mode === 'light' ? 'darker' : 'lighter'} ` +
      `shade that reaches it (theme.palette.primary and chatHeaderColor in brand.json).`,
  ];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The brand file a new merchant starts from: every list of spec §1 in full, colours from `primary`. */
export function newBrandFile(options: NewBrandOptions): BrandFile {
  const languages = (options.languages ?? DEFAULTS.languages)
    .split(',')
    .map((language) => language.trim().toUpperCase())
    .filter(Boolean);
  const mode: SurfaceMode = options.dark ? 'dark' : 'light';
  const neutrals = NEUTRAL_PALETTES[mode];
  const primary = readablePrimary(options.primary ?? DEFAULTS.primary, neutrals, mode);
  return {
    $schema: BRAND_JSON_SCHEMA_REF,
    code: options.code,
    name: options.name ?? titleCase(options.code),
    ...(options.shortName !== undefined && { shortName: options.shortName }),
    platform: 'web',
    merchantCode: options.merchantCode ?? options.code.toUpperCase().replace(/-/g, '_').slice(0, 32),
    lotteryType: 'SEA',
    device: 'WEB',
    // Upper-cased as the languages are, so `--languages en,th --defaultLanguage th` names one of them.
    defaultLanguage: (options.defaultLanguage?.trim().toUpperCase() ?? languages[0]) as BrandFile['defaultLanguage'],
    supportedLanguages: languages as BrandFile['supportedLanguages'],
    chatHeaderColor: primary,
    prizeModes: [...PRIZE_MODES],
    announcementTypes: [...ANNOUNCEMENT_TYPES],
    announcementDefaultExecution: 'B',
    cockfightVendors: ['DS88'],
    esportsVendors: ['IMES', 'SV388'],
    gameSelectionTypes: [...GAME_SELECTION_TYPES],
    apiBaseUrl: options.apiBaseUrl ?? '',
    cipher: { scheme: 'platform-des-rsa' },
    theme: {
      palette: {
        primary,
        // Black or white, whichever reads better: one of them always reaches AA on any colour.
        onPrimary: readableOn(primary),
        secondary: options.secondary ?? DEFAULTS.secondary,
        ...neutrals,
      },
      fontFamily: FONT_STACK,
      logo: 'assets/logo.svg',
      favicon: 'assets/favicon.svg',
    },
  };
}

/** Placeholder artwork in the brand's colours, to be replaced by the merchant's own. */
function placeholderAssets(brand: BrandConfig): Record<string, string> {
  const { primary, onPrimary, secondary } = brand.theme.palette;
  const name = escapeXml(brand.name);
  const initial = escapeXml([...brand.name.trim()][0]?.toUpperCase() ?? '?');
  const width = 60 + brand.name.length * 12;
  return {
    'assets/favicon.svg':
      `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">` +
      `<rect width="32" height="32" rx="6" fill="${primary}"/>` +
      `<text x="16" y="22" text-anchor="middle" font-family="sans-serif" font-size="18" font-weight="700" fill="${onPrimary}">${initial}</text></svg>\n`,
    'assets/logo.svg':
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40" role="img" aria-label="${name}">` +
      `<rect width="40" height="40" rx="8" fill="${primary}"/><circle cx="20" cy="20" r="10" fill="${secondary}"/>` +
      `<text x="50" y="27" font-family="sans-serif" font-size="18" font-weight="700" fill="${primary}">${name}</text></svg>\n`,
  };
}

export class NewBrandError extends Error {}

/**
 * The option each generated field comes from, where the field has another name, so a refusal says
 * which option to change (`--primary`, not only `theme.palette.primary`).
 */
const FIELD_OPTIONS: Array<[field: RegExp, option: keyof NewBrandOptions]> = [
  [/^supportedLanguages\b/, 'languages'],
  [/^(?:chatHeaderColor|theme\.palette\.(?:primary|onPrimary))$/, 'primary'],
  [/^theme\.palette\.secondary$/, 'secondary'],
];

/** ` (from --<option>)` when a given option made the refused field, else nothing. */
function fromOption(path: string, options: NewBrandOptions): string {
  const option = FIELD_OPTIONS.find(([field]) => field.test(path))?.[1];
  return option && options[option] !== undefined ? ` (from --${option})` : '';
}

/**
 * The files of a new brand folder (path within the folder → content), checked against the schema
 * first so a generated brand always builds.
 */
export function newBrandFolder(options: NewBrandOptions): Record<string, string> {
  const file = newBrandFile(options);
  const parsed = parseBrand(file);
  if (!parsed.ok) {
    throw new NewBrandError(
      `Cannot create brand "${options.code}":\n${parsed.issues.map(({ path, message }) => `  ${path}: ${message}${fromOption(path, options)}`).join('\n')}`,
    );
  }
  return { 'brand.json': `${JSON.stringify(file, null, 2)}\n`, ...placeholderAssets(parsed.brand) };
}
