import type { CornerStyle, Palette, SurfaceMode } from './palette';
import { contrastRatio, readableOn } from './contrast';

const SPACE = { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' };
/** A thumb's target: the tab bar's buttons and primary actions. */
const TOUCH_TARGET = '44px';
/** The phone's fixed bottom tab bar: a touch target and its padding. */
const TAB_BAR_HEIGHT = `calc(${TOUCH_TARGET} + ${SPACE.md})`;

/** Sizes every brand shares; colours, fonts and corners come from the brand. */
const SCALE = {
  space: SPACE,
  /** A modular type scale (×1.25 from the 16 px body). */
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.5rem' },
  fontWeight: { regular: 400, bold: 700 },
  lineHeight: { tight: 1.2, body: 1.5 },
  /** WCAG 2.2 target size: 24px everywhere, 44px where a thumb is the main pointer (tab bar, primary actions). */
  size: {
    target: '24px',
    touch: TOUCH_TARGET,
    icon: '20px',
    iconSm: '16px',
    border: '1px',
    borderStrong: '2px',
    tile: '160px',
    sheet: '480px',
    toast: '360px',
  },
  focusRing: { width: '3px', offset: '2px' },
  motion: { fast: '150ms', slow: '300ms' },
  // A floating card (a notice) stays under every dialog and drawer: nothing covers a modal's controls. `raised`: just
  // above the content beside it (the ticker's pause over its moving notices), under every layer above.
  zIndex: { raised: 1, sticky: 10, floating: 800, drawer: 900, modal: 1000, toast: 1100 },
  layout: {
    contentWidth: '1200px',
    headerHeight: '64px',
    tabBarHeight: TAB_BAR_HEIGHT,
    /** What the tab bar covers at the window's bottom, the safe area under it included: the page keeps this much free. */
    tabBarRoom: `calc(${TAB_BAR_HEIGHT} + env(safe-area-inset-bottom))`,
    sideBarWidth: '168px',
    /** The narrowest a text field is drawn beside its button (a code's send button): narrower, the button goes under it. */
    fieldMinWidth: '10rem',
    /** The narrowest a list beside the item it opens may be (notices, help topics). */
    listColumn: '200px',
    /** A side panel beside the page's main column (a promotion's terms). */
    asideColumn: '240px',
    /** The narrowest card of a grid that wraps its cards into as many columns as fit. */
    cardColumn: '260px',
    /** The narrowest a list of labels beside their values may be (a deposit's pay-in details): narrower, labels go above. */
    pairedColumns: '24rem',
    /** What a record table gives each column (an amount, a time): a place narrower than its columns need shows cards instead. */
    tableColumn: '8rem',
    /** The most of the window a side drawer covers (its width), so the page stays in sight beside it. */
    drawerReach: '85vw',
    /** The most of the window's height a bottom sheet covers. */
    sheetReach: '85vh',
    /** The most of the window's height a floating card (a pop-up notice) covers. */
    floatingCardReach: '60vh',
    /** The most of the window's height a frame inside a dialog (the chat room) takes, with the dialog's bar above it. */
    dialogFrameReach: '70vh',
  },
  /** Phones: where fixed side furniture would cover the page; `phone` is the ≤ 600 px layout. */
  media: { narrow: '(max-width: 767px)', phone: '(max-width: 600px)', reducedMotion: '(prefers-reduced-motion: reduce)' },
} as const;

/** Corner radii per corner style; `pill` stays round in every style (chips, badges). */
const RADII: Record<CornerStyle, { sm: string; md: string; lg: string; pill: string }> = {
  sharp: { sm: '0', md: '2px', lg: '4px', pill: '4px' },
  soft: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  round: { sm: '8px', md: '12px', lg: '24px', pill: '999px' },
};
export const DEFAULT_CORNER_STYLE: CornerStyle = 'soft';

/** Colours computed from the palette: interaction states and tints, never typed by hand. */
export interface DerivedColors {
  primaryHover: string;
  primaryPressed: string;
  primarySubtle: string;
  secondaryHover: string;
  secondaryPressed: string;
  secondarySubtle: string;
  border: string;
  focus: string;
  /** The mark of the current item on a primary bar (the navigation's underline). */
  markOnPrimary: string;
  scrim: string;
  skeleton: string;
}

export interface Theme {
  mode: SurfaceMode;
  /** `onChatHeader`: the chat room header's text, black or white, whichever reads better on the brand's colour. */
  colors: Palette & DerivedColors & { chatHeader: string; onChatHeader: string };
  fonts: { body: string; display: string };
  space: (typeof SCALE)['space'];
  radius: (typeof RADII)[CornerStyle];
  fontSize: (typeof SCALE)['fontSize'];
  fontWeight: (typeof SCALE)['fontWeight'];
  lineHeight: (typeof SCALE)['lineHeight'];
  size: (typeof SCALE)['size'];
  focusRing: (typeof SCALE)['focusRing'];
  motion: (typeof SCALE)['motion'];
  zIndex: (typeof SCALE)['zIndex'];
  elevation: { card: string; overlay: string };
  layout: (typeof SCALE)['layout'];
  media: (typeof SCALE)['media'];
}

/** What a theme is made from: the brand's colours and choices. */
export interface ThemeInput {
  palette: Palette;
  chatHeader: string;
  fontFamily: string;
  displayFont?: string;
  corners?: CornerStyle;
}

const toChannels = (hex: string): number[] => {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
};

/** `weight` of `other` mixed into `base` (sRGB), as a hex colour. */
export function mixColors(base: string, other: string, weight: number): string {
  const [a, b] = [toChannels(base), toChannels(other)];
  return `#${a
    .map((channel, i) =>
      Math.round(channel + (b[i] - channel) * weight)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** How far a state moves from its colour: hover a little, pressed twice that, a subtle tint mostly the surface. */
const HOVER_SHIFT = 0.12;
const PRESSED_SHIFT = 0.24;
const SUBTLE_TINT = 0.85;
const BORDER_SHIFT = 0.4;
const SKELETON_SHIFT = 0.1;
/** WCAG 1.4.11: a focus indicator needs 3:1 against what surrounds it. */
const NON_TEXT_CONTRAST = 3;

/** A page is dark when white text reads better on its background than black. */
export function surfaceModeOf(background: string): SurfaceMode {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? 'light' : 'dark';
}

/** Dark pages lighten on interaction, light ones darken, so a state is visible either way. */
export function deriveColors(palette: Palette, mode: SurfaceMode = surfaceModeOf(palette.background)): DerivedColors {
  const ink = mode === 'light' ? '#000000' : '#ffffff';
  return {
    primaryHover: mixColors(palette.primary, ink, HOVER_SHIFT),
    primaryPressed: mixColors(palette.primary, ink, PRESSED_SHIFT),
    primarySubtle: mixColors(palette.primary, palette.surface, SUBTLE_TINT),
    secondaryHover: mixColors(palette.secondary, ink, HOVER_SHIFT),
    secondaryPressed: mixColors(palette.secondary, ink, PRESSED_SHIFT),
    secondarySubtle: mixColors(palette.secondary, palette.surface, SUBTLE_TINT),
    border: mixColors(palette.surface, palette.muted, BORDER_SHIFT),
    // The ring must be seen on the page and on cards: the secondary colour when it is, the text colour otherwise.
    focus:
      contrastRatio(palette.secondary, palette.background) >= NON_TEXT_CONTRAST &&
      contrastRatio(palette.secondary, palette.surface) >= NON_TEXT_CONTRAST
        ? palette.secondary
        : palette.text,
    // The secondary colour where it stands out (3:1) from the bar, the bar's text colour otherwise.
    markOnPrimary: contrastRatio(palette.secondary, palette.primary) >= NON_TEXT_CONTRAST ? palette.secondary : palette.onPrimary,
    scrim: mode === 'light' ? 'rgb(0 0 0 / 50%)' : 'rgb(0 0 0 / 70%)',
    skeleton: mixColors(palette.surface, palette.text, SKELETON_SHIFT),
  };
}

export function createTheme({ palette, chatHeader, fontFamily, displayFont, corners = DEFAULT_CORNER_STYLE }: ThemeInput): Theme {
  const mode = surfaceModeOf(palette.background);
  const shadowInk = mode === 'light' ? 'rgb(0 0 0 / 16%)' : 'rgb(0 0 0 / 48%)';
  return {
    ...SCALE,
    mode,
    radius: RADII[corners],
    colors: { ...palette, ...deriveColors(palette, mode), chatHeader, onChatHeader: readableOn(chatHeader) },
    fonts: { body: fontFamily, display: displayFont ?? fontFamily },
    elevation: { card: `0 1px 3px ${shadowInk}`, overlay: `0 8px 24px ${shadowInk}` },
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The theme as CSS custom properties (`--color-primary-hover`, `--space-md`, `--radius-lg`, …):
 * the stamp step writes them into each brand's `index.html`, so the first paint and any plain CSS
 * see the same tokens as styled components.
 */
export function themeCssVariables(theme: Theme): Record<string, string> {
  const vars: Record<string, string> = { '--font-body': theme.fonts.body, '--font-display': theme.fonts.display };
  const groups: Array<[string, object]> = [
    ['color', theme.colors],
    ['space', theme.space],
    ['radius', theme.radius],
    ['font-size', theme.fontSize],
    ['font-weight', theme.fontWeight],
    ['line-height', theme.lineHeight],
    ['size', theme.size],
    ['focus-ring', theme.focusRing],
    ['elevation', theme.elevation],
  ];
  for (const [group, values] of groups) {
    for (const [key, value] of Object.entries(values) as Array<[string, string | number]>) vars[`--${group}-${kebab(key)}`] = String(value);
  }
  return vars;
}
