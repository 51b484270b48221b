/** Reads a spreadsheet off the main thread: bytes in, rows out (or `unreadable`). */
import { readSheetBytes, UnreadableSheetError } from './read';

self.onmessage = async (event: MessageEvent<Uint8Array>) => {
  try {
    self.postMessage({ ok: true, sheet: await readSheetBytes(event.data) });
  } catch (error) {
    self.postMessage({ ok: false, unreadable: error instanceof UnreadableSheetError });
  }
};
