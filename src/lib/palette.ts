/**
 * The console's colours (issue 8: WCAG 2.1 AA, 4.5:1 for text, 3:1 for large text and controls).
 * The antd theme (src/app/theme.ts) and the CSS variables `--palette-*` (src/app/global.css) both
 * come from here; src/lib/palette.test.ts recomputes every ratio written below. Brand orange fails
 * even 3:1 on white, so it only decorates: text, links and filled buttons use the darker primary.
 */
export const palette = {
  /** Brand orange: 2.79:1 on white, so decoration only; 5.76:1 on the black header (logo, dots). */
  brand: '#ff6f0f',
  /** Links, primary buttons, selected items: 5.04:1 on white; white text on it 5.04:1. */
  primary: '#bd4b00',
  /** Hover of links and primary buttons: 4.56:1 on white; white text on it 4.56:1. */
  primaryHover: '#c94f00',
  /** Pressed (active) links and primary buttons: 6.82:1 on white. */
  primaryActive: '#9c3d00',
  /** Light orange behind primary text (current side-nav item, 중요 chip): primary on it 4.65:1. */
  primaryTint: '#fff4eb',
  /** Body text: 16.06:1 on white. */
  text: '#212124',
  /** Secondary text (descriptions, dates): 7.00:1 on white, 6.42:1 on grey. */
  textSecondary: '#595959',
  /** Tertiary text (hints, counters, muted labels): 5.33:1 on white, 4.89:1 on grey. */
  textTertiary: '#6b6b6b',
  /** Input placeholders, on white inputs: 4.74:1. */
  textPlaceholder: '#737373',
  /** Errors and danger buttons: 5.57:1 on white; white text on it 5.57:1. */
  error: '#cf1322',
  /** Page background behind panels. */
  layoutBackground: '#f5f6f8',
  /** Grey fill (hovered rows, image placeholders). */
  greyBackground: '#f5f5f5',
  /** Panels, cards, inputs, the light header. */
  white: '#ffffff',
  /** The black header variant (white text on it 16.06:1). */
  headerBlack: '#212124',
} as const;

export type PaletteToken = keyof typeof palette;

/**
 * Text colours of antd's tag presets, one shade darker than antd's where its `-7` shade is only
 * 2.8–3.5:1 on its own light background. Each is ≥ 4.5:1 on its background in `tagBackgrounds`.
 */
export const tagText = {
  /** antd's own blue-7: 5.50:1 on blue-1. */
  blue: '#0958d9',
  /** 5.44:1 on green-1. */
  green: '#237804',
  /** 5.82:1 on cyan-1. */
  cyan: '#006d75',
  /** 6.53:1 on gold-1. */
  gold: '#874d00',
  /** 5.09:1 on orange-1. */
  orange: '#ad4e00',
  /** antd's own red-7: 5.07:1 on red-1. */
  red: '#cf1322',
} as const;

/** antd's tag backgrounds (its `-1` shades), which the tag texts above are measured against. */
export const tagBackgrounds: Readonly<Record<keyof typeof tagText, string>> = {
  blue: '#e6f4ff',
  green: '#f6ffed',
  cyan: '#e6fffb',
  gold: '#fffbe6',
  orange: '#fff7e6',
  red: '#fff1f0',
};
