/** Finding antd dialogs by their title text (jsdom gives them no usable accessible name). */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

export async function dialogTitled(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((candidate) => candidate.textContent?.includes(title));
    expect(dialog).toBeDefined();
    return dialog!;
  });
}

export function noDialogTitled(title: string): Promise<void> {
  return waitFor(() =>
    expect(screen.queryAllByRole('dialog').filter((candidate) => candidate.textContent?.includes(title))).toHaveLength(
      0,
    ),
  );
}
