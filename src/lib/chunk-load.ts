/**
 * A code chunk that did not load (a lazy page, a form's checks): either the network failed (try
 * again) or a deploy replaced the hashed files the open tab still asks for (only a reload helps:
 * the console's nginx answers a missing asset with a real 404, deploy/nginx/console.conf).
 */

/** The browsers' words for a dynamic import or a preloaded file that did not arrive. */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/**
 * Whether the chunk is gone for good: its own address answers 404, or the page the server now
 * serves starts from another entry script than this tab did (a deploy since it opened).
 */
export async function isChunkGone(error: unknown, fetcher: typeof fetch = fetch): Promise<boolean> {
  if (!isChunkLoadError(error)) return false;
  const url = /(https?:\/\/\S+?\.(?:m?js|css))\b/.exec((error as Error).message)?.[1];
  try {
    if (url && (await fetcher(url, { method: 'HEAD', cache: 'no-store' })).status === 404) return true;
    return await newVersionServed(fetcher);
  } catch {
    // Offline: nothing says it is gone; trying again is the way.
    return false;
  }
}

/** The entry script this tab runs (`/assets/index-1a2b.js`), if it was built. */
export function runningEntry(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? undefined;
}

/** Whether the server's page now starts from another entry script than this tab did (a deploy). Throws offline. */
export async function newVersionServed(fetcher: typeof fetch = fetch): Promise<boolean> {
  const running = runningEntry();
  if (!running) return false;
  const page = await (await fetcher('/index.html', { cache: 'no-store' })).text();
  return !page.includes(`src="${running}"`);
}
