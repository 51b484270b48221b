/**
 * Points the two antd modules every input imports at `src/lib/rc-form-parts.ts` instead of
 * `@rc-component/form`'s index (see that file for why): a list route no longer loads the form library.
 */
import { swapImport } from './swap-import.ts';

const IMPORTERS = /[\\/]antd[\\/]es[\\/]form[\\/](context|hooks[\\/]useForm)\.js$/;

export const antdFormParts = (partsFile: string) =>
  swapImport('antd-form-parts', '@rc-component/form', IMPORTERS, partsFile);
