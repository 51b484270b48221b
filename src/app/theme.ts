import type { ThemeConfig } from 'antd';
import { palette, tagText } from '@/lib/palette';

/**
 * antd in the console's palette (src/lib/palette.ts: every text colour ≥ 4.5:1) and a
 * Korean-friendly font stack. Brand orange is too light for text or white-on-orange buttons, so
 * antd's primary is the darker orange.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: palette.primary,
    colorPrimaryHover: palette.primaryHover,
    colorPrimaryActive: palette.primaryActive,
    colorLink: palette.primary,
    colorLinkHover: palette.primaryHover,
    colorLinkActive: palette.primaryActive,
    colorError: palette.error,
    colorText: palette.text,
    colorTextSecondary: palette.textSecondary,
    colorTextTertiary: palette.textTertiary,
    colorTextDescription: palette.textTertiary,
    colorTextPlaceholder: palette.textPlaceholder,
    colorBgLayout: palette.layoutBackground,
    // Tag text: antd's tag presets read the `-7` shades (CSS variables `--ant-green-7`, …). antd
    // only takes an override of a shade under both of its names (`green-7` and `green7`).
    'green-7': tagText.green,
    'cyan-7': tagText.cyan,
    'gold-7': tagText.gold,
    'orange-7': tagText.orange,
    green7: tagText.green,
    cyan7: tagText.cyan,
    gold7: tagText.gold,
    orange7: tagText.orange,
    borderRadius: 8,
    // The Korean font stack of global.css (--font-korean), so antd and plain elements agree.
    fontFamily: 'var(--font-korean)',
  },
};
