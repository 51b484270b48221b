/** A form's own rules become rjsf's custom validation: each issue sits at its dotted path. */
import { describe, expect, it } from 'vitest';
import { rulesValidator } from './SchemaForm';

describe('form rules', () => {
  it('adds each issue at its field, creating the path the data does not have yet', () => {
    const validate = rulesValidator((data) =>
      (data as { days: unknown[] }).days.length > 1
        ? [
            { field: 'days.1.close', message: '닫는 시간은 여는 시간보다 늦어야 해요.' },
            { field: 'days.1.breaks.0.end', message: '쉬는 시간이 겹쳐요.' },
          ]
        : [],
    );
    const errors = { __errors: [], days: { __errors: [], 0: { __errors: [] }, 1: { __errors: [] } } };
    const result = validate({ days: [{}, {}] }, errors as never) as unknown as typeof errors & {
      days: { 1: { close: { __errors: string[] }; breaks: { 0: { end: { __errors: string[] } } } } };
    };
    expect(result.days[1].close.__errors).toEqual(['닫는 시간은 여는 시간보다 늦어야 해요.']);
    expect(result.days[1].breaks[0].end.__errors).toEqual(['쉬는 시간이 겹쳐요.']);
    expect(validate({ days: [{}] }, { __errors: [] } as never)).toEqual({ __errors: [] });
  });
});
