/** A build that resolves one bare import to a file of the console's own, for some importers only. */
import type { Plugin } from 'vite';

export function swapImport(name: string, source: string, importers: RegExp, file: string): Plugin {
  return {
    name,
    enforce: 'pre',
    resolveId(id, importer) {
      return id === source && importer && importers.test(importer) ? file : null;
    },
  };
}
