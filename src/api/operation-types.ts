/**
 * Types of one generated operation (`ServicePaths[S][P][M]`): its request body, 200 body, payload
 * and query. Shared by the resource engine and the mock handlers.
 */
export type BodyOf<Op> = Op extends { requestBody: { content: infer C } }
  ? C extends { 'application/json': infer B }
    ? B
    : C extends { 'multipart/form-data': infer F }
      ? F
      : never
  : Op extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : never;

export type OkOf<Op> = Op extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : never;

/** The payload inside either envelope (`{data}` or `{data,status,message}`). */
export type PayloadOf<Op> = OkOf<Op> extends { data: infer D } ? D : never;

export type QueryOf<Op> = Op extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
