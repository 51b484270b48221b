/**
 * Addresses the header links to on other hosts (spec 000 §2 "Header (shared)"). The real hosts are
 * not in the spec: production uses `<name>.dongnemarket.com`, every other environment the alpha
 * variant `<name>.alpha.dongnemarket.com` (docs/decisions.md "Hosts").
 */
import type { AppEnv } from './env';
import { paths } from './paths';

function host(name: string, appEnv: AppEnv): string {
  return appEnv.environment === 'production'
    ? `https://${name}.dongnemarket.com`
    : `https://${name}.alpha.dongnemarket.com`;
}

export interface HeaderLinks {
  readonly advertising: string;
  readonly chat: string;
  readonly guide: {
    readonly usage: string;
    readonly education: string;
    readonly successStory: string;
    readonly customerCenter: string;
  };
}

export function headerLinks(appEnv: AppEnv): HeaderLinks {
  return {
    advertising: `${host('advertising', appEnv)}/advertisements`,
    chat: host('chat', appEnv),
    guide: {
      usage: `${host('guide', appEnv)}/business`,
      education: `${host('edu', appEnv)}/business`,
      successStory: paths.successStory.list.href({}),
      customerCenter: `${host('cs', appEnv)}/business`,
    },
  };
}
