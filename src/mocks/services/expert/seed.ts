import { toKstIso } from '../../core/time';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import type { ExpertState } from './state';

const FIELD_NAMES = [
  '에어컨 청소',
  '세탁기 청소',
  '도배',
  '장판',
  '방충망 설치',
  '이사 청소',
  '욕실 리모델링',
  '전기 수리',
];

/** 102 (분식집) has registered as a part-time cleaning contractor; the others have no fields yet. */
export function seedExpert(now: Date): ExpertState {
  const catalog = FIELD_NAMES.map((name, index) => ({ id: `sf-${index + 1}`, name }));
  const registeredAt = toKstIso(new Date(now.getTime() - 40 * 86_400_000));
  return {
    catalog,
    activeFieldIds: { [String(DEMO_ACCOUNT_IDS.inspection)]: ['sf-1', 'sf-2'] },
    contractors: [
      {
        id: 'contractor-1',
        baId: String(DEMO_ACCOUNT_IDS.inspection),
        representativeName: '박한끼',
        phoneNumber: '01023456789',
        status: 'APPROVED',
        serviceFields: catalog.slice(0, 2),
        registeredAt,
      },
    ],
  };
}
