import { z } from 'zod';
import { LANGUAGE_CODES } from '@wl/i18n';
import {
  ANNOUNCEMENT_TYPES,
  CIPHER_SCHEMES,
  GAME_SELECTION_TYPES,
  PALETTE_KEYS,
  PRIZE_MODES,
  type BrandConfig,
  type PaletteKey,
} from './brand-config';

const hexColour = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex colour such as #0a7 or #00aa77');
const language = z.enum(LANGUAGE_CODES);
const unique = <T extends z.ZodType>(item: T) =>
  z.array(item).refine((list) => new Set(list).size === list.length, 'must not repeat an entry');

const palette = z.strictObject(
  Object.fromEntries(PALETTE_KEYS.map((key) => [key, hexColour])) as Record<PaletteKey, typeof hexColour>,
);

export const brandConfigSchema = z
  .strictObject({
    $schema: z.string().optional(),
    code: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes'),
    name: z.string().trim().min(1, 'must not be empty'),
    platform: z.literal('web'),
    merchantCode: z.string().trim().min(1, 'must not be empty'),
    lotteryType: z.literal('SEA'),
    device: z.literal('WEB'),
    defaultLanguage: language,
    supportedLanguages: unique(language).min(1, 'must offer at least one language'),
    chatHeaderColor: hexColour,
    prizeModes: unique(z.enum(PRIZE_MODES)).min(1, 'must name at least one prize mode'),
    announcementTypes: unique(z.enum(ANNOUNCEMENT_TYPES)).min(1, 'must name at least one announcement type'),
    announcementDefaultExecution: z.enum(ANNOUNCEMENT_TYPES),
    cockfightVendors: unique(z.string().min(1)),
    esportsVendors: unique(z.string().min(1)),
    gameSelectionTypes: unique(z.enum(GAME_SELECTION_TYPES)).min(1, 'must name at least one game selection type'),
    apiBaseUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
    cipher: z.strictObject({ scheme: z.enum(CIPHER_SCHEMES) }),
    theme: z.strictObject({
      palette,
      fontFamily: z.string().trim().min(1, 'must not be empty'),
      logo: z.string().min(1, 'must name a file in the brand folder'),
      favicon: z.string().min(1, 'must name a file in the brand folder'),
    }),
  })
  .superRefine((brand, ctx) => {
    if (!brand.supportedLanguages.includes(brand.defaultLanguage)) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultLanguage'],
        message: `must be one of supportedLanguages (${brand.supportedLanguages.join(', ')})`,
      });
    }
  });

export type BrandFile = z.infer<typeof brandConfigSchema>;

/** Compile-time proof that a valid brand file is a `BrandConfig`, so the two never drift apart. */
export function toBrandConfig({ $schema: _schema, ...brand }: BrandFile): BrandConfig {
  return brand;
}
