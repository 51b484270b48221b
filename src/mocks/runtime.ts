/**
 * Builds the mock backend: database, fault injector and msw handlers. The browser demo
 * (browser.ts), vitest (node.ts) and playwright all run this same runtime.
 */
import type { RequestHandler } from 'msw';
import type { OperationKey } from '@generated/operations';
import { graphqlUrl } from '@/api/graphql/endpoints';
import type { AppEnv } from '@/config/env';
import { MockDatabase, type LockManagerLike, type StateStorage } from './core/database';
import { seedHostile } from './hostile/seed-hostile';
import { FaultInjector, type FaultRule } from './core/faults';
import { createGraphqlHandler, type GraphqlEndpoint } from './core/graphql';
import { imageHandler } from './core/images';
import type { AnyHandler } from './core/implement';
import { createRestHandler } from './core/pipeline';
import { advertisingHandlers } from './services/advertising/handlers';
import { authHandlers } from './services/auth/handlers';
import { branchHandlers } from './services/branch/handlers';
import { businessAccountHandlers } from './services/business-account/handlers';
import { chatHandlers } from './services/chat/handlers';
import { commerceResolvers } from './services/commerce/resolvers';
import { configHandlers } from './services/config/handlers';
import { limitsOf } from './services/config/state';
import { couponHandlers } from './services/coupon/handlers';
import { customerHandlers } from './services/customer/handlers';
import { expertResolvers } from './services/expert/resolvers';
import { financeHandlers } from './services/finance/handlers';
import { localProfileDirectoryResolvers } from './services/local-profile-directory/resolvers';
import { localProfileHandlers } from './services/local-profile/handlers';
import { noticeHandlers } from './services/notice/handlers';
import { notificationHandlers } from './services/notification/handlers';
import { pickupHandlers } from './services/pickup/handlers';
import { poiHandlers } from './services/poi/handlers';
import { postHandlers } from './services/post/handlers';
import { reservationHandlers } from './services/reservation/handlers';
import { statisticsHandlers } from './services/statistics/handlers';
import { createSeedState, MOCK_STATE_VERSION, type MockState } from './state';

export interface MockRuntimeOptions {
  readonly env: AppEnv;
  readonly storage?: StateStorage;
  /** Web Locks shared by the demo's tabs (`navigator.locks`): one call at a time across tabs. */
  readonly locks?: LockManagerLike;
  readonly faults?: readonly FaultRule[];
  readonly now?: () => Date;
}

export interface MockRuntime {
  readonly db: MockDatabase<MockState>;
  readonly faults: FaultInjector;
  readonly handlers: RequestHandler[];
  /** Back to the seed data ("데모 데이터 초기화"). */
  reset(now?: Date): void;
  /** Adds script-bearing and layout-breaking text to account 101's data (src/mocks/hostile). */
  seedHostile(): void;
}

export const implementedHandlers: ReadonlyMap<OperationKey, AnyHandler<MockState>> = new Map([
  ...authHandlers,
  ...configHandlers,
  ...couponHandlers,
  ...pickupHandlers,
  ...financeHandlers,
  ...noticeHandlers,
  ...notificationHandlers,
  ...chatHandlers,
  ...branchHandlers,
  ...localProfileHandlers,
  ...customerHandlers,
  ...statisticsHandlers,
  ...reservationHandlers,
  ...businessAccountHandlers,
  ...postHandlers,
  ...advertisingHandlers,
  ...poiHandlers,
]);

/** Every GraphQL endpoint the mock answers, each with its schema's root resolvers. */
const graphqlEndpoints: readonly GraphqlEndpoint<MockState>[] = [
  { schema: 'commerce', url: graphqlUrl('commerce'), root: commerceResolvers },
  { schema: 'expert', url: graphqlUrl('expert'), root: expertResolvers },
  { schema: 'local-profile', url: graphqlUrl('local-profile'), root: localProfileDirectoryResolvers },
];

/** The signed-in person's role in an account, as the account list says it (issue 39). */
const roleIn = (state: MockState, accountId: number) =>
  state.auth.businessAccounts.find((account) => account.id === accountId)?.role;

export function createMockRuntime(options: MockRuntimeOptions): MockRuntime {
  const seed = () => createSeedState(options.now?.() ?? new Date());
  const db = new MockDatabase<MockState>(
    seed,
    MOCK_STATE_VERSION,
    options.storage,
    options.locks ? { locks: options.locks } : {},
  );
  const faults = new FaultInjector(options.faults);
  const rest = createRestHandler<MockState>({
    env: options.env,
    db,
    faults,
    handlers: implementedHandlers,
    limits: (state) => limitsOf(state.config),
    accountIds: (state) => state.auth.businessAccounts.map((account) => account.id),
    roleIn,
    ...(options.now ? { now: options.now } : {}),
  });
  const graphql = graphqlEndpoints.map((endpoint) =>
    createGraphqlHandler(endpoint, { db, faults, roleIn, ...(options.now ? { now: options.now } : {}) }),
  );
  return {
    db,
    faults,
    handlers: [...graphql, imageHandler, rest],
    reset: (now) => db.reset(() => createSeedState(now ?? options.now?.() ?? new Date())),
    seedHostile: () => {
      seedHostile(db.state);
      db.persist();
    },
  };
}
