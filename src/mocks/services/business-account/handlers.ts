/**
 * Every business-account operation's handler, grouped by topic in the handlers-*.ts files; writes
 * keep the sign-in account list in step (`sign-in-list.ts`).
 */
import type { OperationKey } from '@generated/operations';
import type { AnyHandler } from '../../core/implement';
import type { MockState } from '../../state';
import { accountHandlers } from './handlers-account';
import { boardHandlers } from './handlers-boards';
import { inspectionHandlers } from './handlers-inspection';
import { memberHandlers } from './handlers-members';
import { placeHandlers } from './handlers-places';
import { syncingSignInList } from './sign-in-list';

export const businessAccountHandlers: ReadonlyMap<OperationKey, AnyHandler<MockState>> = syncingSignInList(
  new Map([...accountHandlers, ...memberHandlers, ...boardHandlers, ...inspectionHandlers, ...placeHandlers]),
);
