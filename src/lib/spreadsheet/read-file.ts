/**
 * Reads a picked file into rows. A file larger than a few hundred rows' worth of bytes is read in
 * a worker, so the page keeps answering while a 1,000-row workbook is parsed; smaller ones (and
 * places without workers, such as the tests) are read here. The libraries load on first use.
 */
import type { ReadSheet } from './types';
import { readSheetBytes, UnreadableSheetError } from './read';

export { UnreadableSheetError };

/** About 300 rows of a delivery sheet. */
export const WORKER_FROM_BYTES = 24 * 1024;

type WorkerAnswer = { ok: true; sheet: ReadSheet } | { ok: false; unreadable: boolean };

function readInWorker(bytes: Uint8Array): Promise<ReadSheet> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./read.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.sheet);
      else reject(event.data.unreadable ? new UnreadableSheetError() : new Error('spreadsheet worker failed'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'spreadsheet worker failed'));
    };
    worker.postMessage(bytes, [bytes.buffer]);
  });
}

export async function readSheetFile(file: Blob): Promise<ReadSheet> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength >= WORKER_FROM_BYTES && typeof Worker !== 'undefined') {
    try {
      return await readInWorker(bytes.slice());
    } catch (error) {
      if (error instanceof UnreadableSheetError) throw error;
      // A worker that could not start: read here instead.
    }
  }
  return readSheetBytes(bytes);
}
