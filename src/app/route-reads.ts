/**
 * A route loader whose reads live in a module of their own. The module downloads beside the page's
 * code and starts the reads when it arrives; navigation never waits for it (the loader returns at
 * once), and the app's first file does not carry every hand-written page's queries.
 */
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';

export function readsFrom<M>(
  load: () => Promise<M>,
  start: (module: M, args: LoaderFunctionArgs) => unknown,
): LoaderFunction {
  return (args) => {
    // A failed download shows on the page, whose own import fails the same way.
    void load()
      .then((module) => start(module, args))
      .catch(() => undefined);
    return null;
  };
}
