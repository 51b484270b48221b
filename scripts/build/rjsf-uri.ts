/**
 * Points rjsf's `fast-uri` import at `src/lib/schema-uri.ts`, the browser's URL parser doing the two
 * things rjsf asks (see that file). Every other importer (ajv) keeps fast-uri.
 */
import { swapImport } from './swap-import.ts';

export const rjsfUri = (shimFile: string) => swapImport('rjsf-uri', 'fast-uri', /[\\/]@rjsf[\\/]utils[\\/]/, shimFile);
