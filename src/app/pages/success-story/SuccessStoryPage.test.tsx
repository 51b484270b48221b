import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test-utils';

describe('success stories', () => {
  it('shows the success stories of a category', async () => {
    renderPage('/success-story/cafe');
    expect(await screen.findByText('후기에 답글 달기로 별점 4.9')).toBeInTheDocument();
    expect(screen.queryByText('점심 쿠폰 하나로 단골 300명')).not.toBeInTheDocument();
  });
});
