import type { ThemeConfig } from 'antd';

/** Brand colour (carrot orange) and Korean-friendly font stack. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#ff6f0f',
    colorLink: '#e05e00',
    borderRadius: 8,
    fontFamily:
      "Pretendard, -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif",
  },
};
