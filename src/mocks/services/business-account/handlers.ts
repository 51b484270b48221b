/** Every business-account operation's handler, grouped by topic in the handlers-*.ts files. */
import type { OperationKey } from '@generated/operations';
import type { AnyHandler } from '../../core/implement';
import type { MockState } from '../../state';
import { accountHandlers } from './handlers-account';
import { boardHandlers } from './handlers-boards';
import { inspectionHandlers } from './handlers-inspection';
import { memberHandlers } from './handlers-members';
import { placeHandlers } from './handlers-places';

export const businessAccountHandlers: ReadonlyMap<OperationKey, AnyHandler<MockState>> = new Map([
  ...accountHandlers,
  ...memberHandlers,
  ...boardHandlers,
  ...inspectionHandlers,
  ...placeHandlers,
]);
