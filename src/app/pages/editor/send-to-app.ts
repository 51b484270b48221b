/**
 * Hands the finished post to the mobile app that opened the editor: a `dongne-editor:done`
 * message to the opener (or the embedding frame), addressed to the referrer's origin when known.
 */
export interface EditorResult {
  readonly type: 'dongne-editor:done';
  readonly title: string;
  readonly content: string;
  readonly imageIds: readonly number[];
}

/** The referrer's origin, else '*' (acceptable only for the demo, where no referrer exists). */
export function targetOrigin(referrer: string): string {
  try {
    return referrer ? new URL(referrer).origin : '*';
  } catch {
    return '*';
  }
}

export function sendToApp(result: EditorResult, win: Window = window): void {
  const target = (win.opener as Window | null) ?? win.parent;
  target.postMessage(result, targetOrigin(win.document.referrer));
}
