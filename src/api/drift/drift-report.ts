/**
 * The drift check itself (loaded with the first answer `drift-watch.ts` queues, in alpha and
 * development builds only): finds each answer's operation, compares its body with the schema
 * (`response-drift.ts`) and keeps what departs from it (`drift-store.ts`).
 */
import { operations, type OperationInfo, type OperationKey } from '@generated/operations';
import { graphqlOperationSchemas, type GraphqlOperationKey } from '../graphql/operations';
import { addDrifts } from './drift-store';
import type { WatchedAnswer } from './drift-watch';
import { responseDrift, schemaDrift, valueAt, type Drift } from './response-drift';

let restKeys: Map<string, OperationKey> | undefined;

/** The operation key of a REST answer, from its service, method and path template. */
export function restOperationKey(service: string, method: string, path: string): OperationKey | undefined {
  restKeys ??= new Map(
    (Object.entries(operations) as [OperationKey, OperationInfo][]).map(([key, info]) => [
      `${info.service} ${info.method.toUpperCase()} ${info.path}`,
      key,
    ]),
  );
  return restKeys.get(`${service} ${method.toUpperCase()} ${path}`);
}

async function driftOf(answer: WatchedAnswer): Promise<Drift[]> {
  if (answer.kind === 'rest') {
    const key = restOperationKey(answer.service, answer.method, answer.path);
    if (!key) return [];
    const text = await answer.response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return []; // Not JSON: the screen shows it as a failure (api/middleware.ts).
    }
    return responseDrift(key, answer.response.status, body);
  }
  // The engine's GraphQL operations and the hand-written pages' documents alike: the root field's
  // value (or the whole `data`) against the document's result schema, as `detailOf` wraps it.
  const schemas = await graphqlOperationSchemas(answer.key as GraphqlOperationKey);
  const data = answer.data as Record<string, unknown> | null;
  const body = { data: schemas.rootField && data ? data[schemas.rootField] : data };
  // The result schemas list only what is required: a nullable field answered null is one left out,
  // and a required one answered null is reported as null.
  const drifts = schemaDrift(
    answer.key,
    200,
    { type: 'object', properties: { data: schemas.result } },
    withoutNulls(body),
  );
  return drifts.map((drift) =>
    drift.received === 'missing' && valueAt(body, drift.pointer) === null ? { ...drift, received: 'null' } : drift,
  );
}

function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== null)
      .map(([name, item]) => [name, withoutNulls(item)]),
  );
}

/** Checks a batch of answers one after the other; one that cannot be checked is skipped. */
export async function checkAnswers(batch: readonly WatchedAnswer[]): Promise<void> {
  for (const answer of batch) {
    const drifts = await driftOf(answer).catch(() => []);
    addDrifts(drifts);
  }
}
