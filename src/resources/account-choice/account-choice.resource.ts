/**
 * The account choice (`/profiles`, spec 000 §1): the person's business accounts as cards, each
 * entered with 들어가기; a deleted account is not offered. Person-level: no account is bound.
 */
import type { BusinessAccount } from '@/api/business-accounts';
import { paths } from '@/config/paths';
import { cards } from '@/engine/cards/cards-def';
import { defineResource } from '@/engine/resource/define-resource';
import { createMessages } from '@/lib/info-messages';
import { lazySection } from '@/engine/resource/lazy-section';
import { accountText as text } from './account-text';

const AccountCard = lazySection(() => import('./AccountCard').then((module) => module.AccountCard));
const EnterButton = lazySection(() => import('./AccountCard').then((module) => module.EnterButton));

export const accountChoiceResource = defineResource('auth', (r) => ({
  name: 'accountChoice',
  label: '비즈니스 계정',
  routes: { list: paths.profiles.list },
  list: {
    ...r.list('get', '/api/v2/business_accounts', {
      title: text.title,
      description: text.description,
      columns: ['name'],
      fixedQuery: { includeRole: true },
      emptyText: text.empty,
    }),
    cards: cards<BusinessAccount>({
      label: text.title,
      Card: AccountCard,
      Aside: EnterButton,
      show: (account) => account.status !== 'DESTROYED',
      links: [{ label: createMessages.title, route: paths.info.create }],
    }),
  },
}));
