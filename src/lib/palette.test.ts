import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { palette, tagBackgrounds, tagText, type PaletteToken } from './palette';

/** WCAG 2.1 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two colours (1 to 21). */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const NORMAL_TEXT = 4.5;
const LARGE_TEXT = 3;
const PAGE_BACKGROUNDS = ['white', 'greyBackground', 'layoutBackground'] as const;

/** Every text colour and the backgrounds it is drawn on. */
const TEXT_ON: readonly (readonly [PaletteToken, readonly PaletteToken[]])[] = [
  ['text', [...PAGE_BACKGROUNDS, 'primaryTint']],
  ['textSecondary', PAGE_BACKGROUNDS],
  ['textTertiary', PAGE_BACKGROUNDS],
  ['textPlaceholder', ['white']],
  ['primary', [...PAGE_BACKGROUNDS, 'primaryTint']],
  ['primaryHover', ['white']],
  ['primaryActive', [...PAGE_BACKGROUNDS, 'primaryTint']],
  ['error', PAGE_BACKGROUNDS],
  // White text on filled buttons, badges and the black header.
  ['white', ['primary', 'primaryHover', 'primaryActive', 'error', 'headerBlack']],
  // The logo on the black header.
  ['brand', ['headerBlack']],
];

describe('palette', () => {
  describe.each(TEXT_ON)('%s', (foreground, backgrounds) => {
    it.each(backgrounds)(`is at least ${NORMAL_TEXT}:1 on %s`, (background) => {
      expect(contrast(palette[foreground], palette[background])).toBeGreaterThanOrEqual(NORMAL_TEXT);
    });
  });

  it('keeps brand orange for decoration: below 3:1 on white, so never text or behind white text', () => {
    expect(contrast(palette.brand, palette.white)).toBeLessThan(LARGE_TEXT);
    expect(contrast(palette.white, palette.brand)).toBeLessThan(NORMAL_TEXT);
  });

  it('draws focus rings and unread dots in primary: at least 3:1 on every background', () => {
    for (const background of [...PAGE_BACKGROUNDS, 'headerBlack'] as const)
      expect(contrast(palette.primary, palette[background])).toBeGreaterThanOrEqual(LARGE_TEXT);
  });

  it.each(Object.keys(tagText) as (keyof typeof tagText)[])('tag text %s is at least 4.5:1 on its tag', (tone) => {
    expect(contrast(tagText[tone], tagBackgrounds[tone])).toBeGreaterThanOrEqual(NORMAL_TEXT);
  });

  it('measures the ratios its comments give', () => {
    expect(contrast(palette.primary, palette.white)).toBeCloseTo(5.04, 1);
    expect(contrast(palette.primaryHover, palette.white)).toBeCloseTo(4.56, 1);
    expect(contrast(palette.primaryActive, palette.white)).toBeCloseTo(6.82, 1);
    expect(contrast(palette.textSecondary, palette.white)).toBeCloseTo(7.0, 1);
    expect(contrast(palette.textTertiary, palette.white)).toBeCloseTo(5.33, 1);
    expect(contrast(palette.textPlaceholder, palette.white)).toBeCloseTo(4.74, 1);
    expect(contrast(palette.error, palette.white)).toBeCloseTo(5.57, 1);
    expect(contrast(palette.brand, palette.white)).toBeCloseTo(2.79, 1);
  });
});

describe('CSS variables', () => {
  const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
  const globalCss = read('../app/global.css');
  const kebab = (token: string) => token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

  it.each(Object.entries(palette))('global.css declares %s as the palette says', (token, hex) => {
    expect(globalCss).toContain(`--palette-${kebab(token)}: ${hex};`);
  });

  it.each(['../app/global.css', '../app/shell/shell.css'])('%s uses only palette variables that exist', (path) => {
    const declared = new Set(Object.keys(palette).map((token) => `--palette-${kebab(token)}`));
    const used = [...read(path).matchAll(/var\((--palette-[a-z-]+)\)/g)].map((match) => match[1]);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !declared.has(name ?? ''))).toEqual([]);
  });
});
