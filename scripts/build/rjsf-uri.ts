/**
 * Points rjsf's `fast-uri` import at `src/lib/schema-uri.ts`, the browser's URL parser doing the two
 * things rjsf asks (see that file). Every other importer (ajv) keeps fast-uri.
 */
import type { Plugin } from 'vite';

const IMPORTER = /[\\/]@rjsf[\\/]utils[\\/]/;

export function rjsfUri(shimFile: string): Plugin {
  return {
    name: 'rjsf-uri',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'fast-uri' && importer && IMPORTER.test(importer) ? shimFile : null;
    },
  };
}
