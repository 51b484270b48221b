/**
 * Points the two antd modules every input imports at `src/lib/rc-form-parts.ts` instead of
 * `@rc-component/form`'s index (see that file for why): a list route no longer loads the form library.
 */
import type { Plugin } from 'vite';

const IMPORTERS = /[\\/]antd[\\/]es[\\/]form[\\/](context|hooks[\\/]useForm)\.js$/;

export function antdFormParts(partsFile: string): Plugin {
  return {
    name: 'antd-form-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@rc-component/form' && importer && IMPORTERS.test(importer) ? partsFile : null;
    },
  };
}
