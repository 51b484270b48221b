/**
 * Contract (issue 39): for every operation the schemas restrict (`x-roles`, generated into
 * generated/permissions.ts; docs/roles.md), each person of 101 is answered as the table says: a
 * role not listed gets 403 with the one Korean sentence naming whom to ask, a listed role is never
 * refused for its role. The people are the seeded members of 101 (대표 관리자, 관리자 이매니저,
 * 멤버 최바리스타), signed in through 데모 도구's "사람 바꾸기".
 */
import { describe, expect, it } from 'vitest';
import { operations, type OperationKey } from '@generated/operations';
import { operationRoles } from '@generated/permissions';
import * as commerceDocuments from '@generated/graphql/commerce/graphql';
import * as expertDocuments from '@generated/graphql/expert/graphql';
import { ResponseError } from '@/api/errors';
import { GraphqlError, graphqlRequest } from '@/api/graphql/request';
import { callOperation, type OperationArgs } from '@/api/operations';
import { storeBusinessAccountId } from '@/api/session';
import { ROLE_LABELS, type MembershipRole } from '@/lib/roles';
import { mockRuntime } from '@/mocks/node';
import { DEMO_ACCOUNT_IDS } from '@/mocks/services/auth/seed';
import { becomePerson, demoPeople } from '@/mocks/ui/demo-person';

const ACCOUNT = DEMO_ACCOUNT_IDS.active;
const ROLE_OF_LABEL = Object.fromEntries(Object.entries(ROLE_LABELS).map(([role, label]) => [label, role])) as Record<
  string,
  MembershipRole
>;

/** Every path parameter filled (the account's with 101): the role is checked before anything else. */
function argsOf(key: OperationKey): OperationArgs {
  const info = operations[key];
  return {
    path: Object.fromEntries(info.pathParams.map((name) => [name, ACCOUNT])),
    query: Object.fromEntries(info.requiredQuery.map((name) => [name, '1'])),
    ...(info.body ? { body: {} } : {}),
  };
}

async function statusAndCode(key: OperationKey): Promise<{ status: number; code?: string; message?: string }> {
  storeBusinessAccountId(ACCOUNT);
  try {
    const { status } = await callOperation(key, argsOf(key));
    return { status };
  } catch (error) {
    if (!(error instanceof ResponseError)) throw error;
    const body = error.body as { code?: string; message?: string } | undefined;
    return {
      status: error.status,
      ...(body?.code ? { code: body.code } : {}),
      ...(body?.message ? { message: body.message } : {}),
    };
  }
}

const restricted = Object.entries(operationRoles).filter(([key]) => key in operations) as [
  OperationKey,
  readonly MembershipRole[],
][];

describe('who may call what (x-roles)', () => {
  it('has a person of 101 for every role', () => {
    expect(demoPeople(mockRuntime).map((person) => ROLE_OF_LABEL[person.roleLabel])).toEqual([
      'OWNER',
      'ADMIN',
      'USER',
    ]);
  });

  it.each(['OWNER', 'ADMIN', 'USER'] as const)('answers %s as the table says, every restricted call', async (role) => {
    const person = demoPeople(mockRuntime).find((candidate) => ROLE_OF_LABEL[candidate.roleLabel] === role)!;
    becomePerson(mockRuntime, person.userId);
    const wrong: string[] = [];
    for (const [key, allowed] of restricted) {
      const answer = await statusAndCode(key);
      const refused = answer.status === 403 && answer.code === 'FORBIDDEN_ROLE';
      if (allowed.includes(role) === refused) wrong.push(`${key}: ${JSON.stringify(answer)}`);
      if (refused) {
        const ask = allowed.includes('ADMIN')
          ? '대표 관리자나 관리자에게 요청해 주세요.'
          : '대표 관리자에게 요청해 주세요.';
        expect(answer.message).toMatch(new RegExp(`^${ROLE_LABELS[role]}는 .+ 수 없어요\\. ${ask}$`));
      }
    }
    expect(wrong).toEqual([]);
  });
});

/**
 * The issue's own examples, written out (not read from the table): if the schemas' x-roles were
 * wrong, the loop above would follow them; these would not.
 */
describe('the issue’s examples', () => {
  const EXPECTED: readonly [MembershipRole, OperationKey, 'refused' | 'allowed'][] = [
    ['USER', 'finance.getSettlementReport', 'refused'],
    ['USER', 'business-account.listBusinessAccountMembers', 'refused'],
    ['USER', 'business-account.updateBusinessAccountBaseInfo', 'refused'],
    ['USER', 'business-account.updateOperationTimes', 'refused'],
    ['USER', 'business-account.deleteBusinessAccount', 'refused'],
    ['USER', 'business-account.getBusinessAccountAdditionalInformation', 'refused'],
    ['USER', 'pickup.acceptOrder', 'allowed'],
    ['USER', 'pickup.completePreparation', 'allowed'],
    ['USER', 'pickup.completePickup', 'allowed'],
    ['USER', 'pickup.cancelOrder', 'allowed'],
    ['USER', 'pickup.updateMenuStatus', 'allowed'],
    ['ADMIN', 'finance.getSettlementReport', 'allowed'],
    ['ADMIN', 'business-account.inviteBusinessAccountMember', 'allowed'],
    ['ADMIN', 'business-account.deleteBusinessAccount', 'refused'],
    ['ADMIN', 'business-account.transferBusinessAccountOwnership', 'refused'],
    ['OWNER', 'business-account.deleteBusinessAccount', 'allowed'],
    ['OWNER', 'business-account.transferBusinessAccountOwnership', 'allowed'],
  ];
  it.each(EXPECTED)('%s → %s is %s', async (role, key, expected) => {
    const person = demoPeople(mockRuntime).find((candidate) => ROLE_OF_LABEL[candidate.roleLabel] === role)!;
    becomePerson(mockRuntime, person.userId);
    const answer = await statusAndCode(key);
    expect(answer.status === 403 && answer.code === 'FORBIDDEN_ROLE' ? 'refused' : 'allowed').toBe(expected);
  });
});

/**
 * A 멤버 reads the pickup application (to know the store sells pickup) but not the bank account
 * nor the business registration in it (issue 39: no settlement amounts or bank accounts). 101's
 * application was approved with 신한은행 110482193847 and business number 1208812345.
 */
describe('fields only some roles receive (x-roles on a property)', () => {
  it.each([
    ['OWNER', true],
    ['ADMIN', true],
    ['USER', false],
    // After a 멤버's read: what the 멤버 was not given is still the store's.
    ['OWNER', true],
  ] as const)('%s sees the bank account and business number in the pickup application: %s', async (role, sees) => {
    const person = demoPeople(mockRuntime).find((candidate) => ROLE_OF_LABEL[candidate.roleLabel] === role)!;
    becomePerson(mockRuntime, person.userId);
    storeBusinessAccountId(ACCOUNT);
    const { data } = await callOperation('pickup.getOnboardingApplication', {});
    const body = JSON.stringify(data);
    expect(body).toContain('"onboardingStatus":"APPROVED"');
    expect(body.includes('110482193847')).toBe(sees);
    expect(body.includes('1208812345')).toBe(sees);
  });
});

/**
 * The GraphQL documents the schemas restrict (`@roles` on the fields they select): a role not
 * listed is answered FORBIDDEN with the same sentence's shape, before its variables are read.
 */
describe('who may call what (@roles)', () => {
  const DOCUMENTS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
    commerce: commerceDocuments,
    expert: expertDocuments,
  };
  const restrictedDocuments = Object.entries(operationRoles).filter(([key]) => !(key in operations));

  it('finds a document for every restricted GraphQL call', () => {
    const missing = restrictedDocuments
      .map(([key]) => key.split('.') as [string, string])
      .filter(([schema, name]) => DOCUMENTS[schema]?.[`${name}Document`] === undefined);
    expect(missing).toEqual([]);
  });

  it.each(['OWNER', 'ADMIN', 'USER'] as const)(
    'answers %s as the table says, every restricted document',
    async (role) => {
      const person = demoPeople(mockRuntime).find((candidate) => ROLE_OF_LABEL[candidate.roleLabel] === role)!;
      becomePerson(mockRuntime, person.userId);
      storeBusinessAccountId(ACCOUNT);
      const wrong: string[] = [];
      for (const [key, allowed] of restrictedDocuments) {
        const [schema, name] = key.split('.') as [string, string];
        const document = DOCUMENTS[schema]![`${name}Document`] as Parameters<typeof graphqlRequest>[0];
        const answer = await graphqlRequest(
          document,
          {},
          { account: String(ACCOUNT), schema: schema as 'commerce' },
        ).then(
          () => undefined,
          (error: unknown) => error,
        );
        const refused = answer instanceof GraphqlError && answer.code === 'FORBIDDEN';
        if (allowed.includes(role) === refused) wrong.push(`${key}: ${String(answer)}`);
        if (refused)
          expect((answer.body as { message: string }).message).toMatch(
            new RegExp(`^${ROLE_LABELS[role]}는 .+ 수 없어요\\. .+에게 요청해 주세요\\.$`),
          );
      }
      expect(restrictedDocuments.length).toBeGreaterThan(0);
      expect(wrong).toEqual([]);
    },
  );
});
