import { describe, expect, it } from 'vitest';
import {
  MinConditionPriceDocument,
  ProductGroupCountsDocument,
  StartDeliveryDocument,
  UpdateMinConditionPriceDocument,
  UpdateStoreDeliverySettingDocument,
} from '@generated/graphql/commerce/graphql';
import { errorStatus, fieldErrorsOf, ResponseError, serverMessageOf } from '../errors';
import { callOperation, getFormSchema, getOperationDetail, operationInfo } from '../operations';
import { operationQueryKey } from '../data/keys';
import {
  answerOf,
  registerGraphqlOperation,
  variablesOf,
  withMessageField,
  type GraphqlOperationSpec,
} from './operations';

const document = <T>(doc: T) => doc as unknown as GraphqlOperationSpec['document'];

const delivery: GraphqlOperationSpec = {
  schema: 'commerce',
  document: document(UpdateStoreDeliverySettingDocument),
  pathVariables: ['baId'],
  accountVariables: ['baId'],
  bodyVariable: 'input',
  messageFields: [
    ['무료 배송 조건', 'freeConditionPrice'],
    ['배송비', 'feeAmount'],
  ],
};

describe('GraphQL operations', () => {
  it('builds variables from the bound values, the query and the body', () => {
    expect(variablesOf(delivery, { account: '101', body: { type: 'FREE' } })).toEqual({
      baId: '101',
      input: { type: 'FREE' },
    });
    const minPrice = { ...delivery, bodyVariable: undefined };
    expect(variablesOf(minPrice, { account: '101', body: { minConditionPrice: 5_000 } })).toEqual({
      baId: '101',
      minConditionPrice: 5_000,
    });
    // A path value given wins over the account; list state arrives as query values.
    expect(variablesOf(minPrice, { account: '101', path: { baId: '102' }, query: { page: 2, size: 10 } })).toEqual({
      baId: '102',
      page: 2,
      size: 10,
    });
  });

  it('answers the root field, or the whole data when several are selected', () => {
    expect(answerOf(delivery, { updateStoreDeliverySetting: { type: 'FREE' } })).toEqual({ type: 'FREE' });
    const counts = { ...delivery, document: document(ProductGroupCountsDocument) };
    const data = { onSale: { totalCount: 1 }, pending: { totalCount: 2 }, stopped: { totalCount: 3 } };
    expect(answerOf(counts, data)).toBe(data);
  });

  it('turns a typed error (a union member …Error) into a 409 on the field it is about', () => {
    const start: GraphqlOperationSpec = {
      ...delivery,
      document: document(StartDeliveryDocument),
      errorFields: { InvalidInvoiceError: 'invoiceNumber' },
    };
    const failure = (() => {
      try {
        answerOf(start, {
          startDelivery: { __typename: 'InvalidInvoiceError', message: '운송장 번호를 확인해 주세요.' },
        });
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(errorStatus(failure)).toBe(409);
    expect(serverMessageOf(failure)).toBe('운송장 번호를 확인해 주세요.');
    expect(fieldErrorsOf(failure)).toEqual([{ field: 'invoiceNumber', reason: '운송장 번호를 확인해 주세요.' }]);
    // The payload member passes through.
    expect(answerOf(start, { startDelivery: { __typename: 'StartDeliveryPayload', orderSheet: null } })).toEqual({
      __typename: 'StartDeliveryPayload',
      orderSheet: null,
    });
  });

  it("puts a bad input's one sentence under the field it names", () => {
    const mapped = withMessageField(
      delivery,
      new ResponseError(400, { message: '무료 배송 조건 금액을 입력해 주세요.' }),
    );
    expect(fieldErrorsOf(mapped)).toEqual([
      { field: 'freeConditionPrice', reason: '무료 배송 조건 금액을 입력해 주세요.' },
    ]);
    const other = new ResponseError(400, { message: '알 수 없는 문제예요.' });
    expect(withMessageField(delivery, other)).toBe(other);
    const conflict = new ResponseError(409, { message: '배송비가 겹쳐요.' });
    expect(withMessageField(delivery, conflict)).toBe(conflict);
  });

  it('serves the engine as an operation: info, form schema from the input type, detail, call and query key', async () => {
    const key = registerGraphqlOperation(delivery);
    expect(key).toBe('commerce.UpdateStoreDeliverySetting');
    expect(operationInfo(key)).toMatchObject({ service: 'commerce', pathParams: ['baId'], accountParams: ['baId'] });

    const form = await getFormSchema(key);
    expect(form).toMatchObject({
      type: 'object',
      required: ['type'],
      properties: {
        type: {
          enum: ['FREE', 'FIXED', 'CONDITIONAL_FREE'],
          title: '배송비 방식',
          'x-enum-labels': { FREE: '무료 배송', FIXED: '고정 배송비' },
        },
        feeAmount: { type: 'integer', title: '배송비', minimum: 0, maximum: 100_000, 'x-unit': 'WON' },
        freeConditionPrice: { type: 'integer', minimum: 1, 'x-unit': 'WON' },
        description: { type: 'string', maxLength: 200 },
      },
    });

    const save = registerGraphqlOperation({
      ...delivery,
      document: document(UpdateMinConditionPriceDocument),
      bodyVariable: undefined,
    });
    expect(await getFormSchema(save)).toEqual({
      type: 'object',
      required: ['minConditionPrice'],
      properties: {
        minConditionPrice: {
          type: 'integer',
          title: '최소 주문 금액',
          'x-unit': 'WON',
          minimum: 0,
          maximum: 100_000_000,
        },
      },
    });

    const load = registerGraphqlOperation({
      schema: 'commerce',
      document: document(MinConditionPriceDocument),
      pathVariables: ['baId'],
      accountVariables: ['baId'],
    });
    const detail = await getOperationDetail(load);
    expect(detail.parameters).toEqual([
      expect.objectContaining({ name: 'baId', in: 'path', required: true, bind: 'account' }),
    ]);
    expect(detail.responses['200']).toMatchObject({
      properties: { data: { properties: { minConditionPrice: { type: 'integer' } } } },
    });

    const result = await callOperation(load, { account: '101', path: { baId: '101' } });
    expect(result).toEqual({
      status: 200,
      data: { data: expect.objectContaining({ minConditionPrice: expect.any(Number) as unknown }) as unknown },
    });
    expect(operationQueryKey(load, { account: '101', path: { baId: '101' } })).toEqual([
      'commerce',
      'MinConditionPrice',
      {
        person: expect.toBeOneOf([null, expect.any(String)]) as unknown,
        account: '101',
        path: { baId: '101' },
        query: {},
      },
    ]);

    const missing = await callOperation(load, { account: '103', path: { baId: '103' } }).catch(
      (error: unknown) => error,
    );
    expect(errorStatus(missing)).toBe(404);
  });

  it('refuses one document declared twice with different bindings', () => {
    registerGraphqlOperation(delivery);
    expect(() => registerGraphqlOperation({ ...delivery, bodyVariable: undefined })).toThrow(/declared twice/);
  });
});
