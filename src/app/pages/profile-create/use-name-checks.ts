/**
 * The new profile's name as it is typed: `validate_name` (a refusal is an error and holds 다음)
 * and the nearby local profiles once an address is chosen (a warning). Debounced, stale answers
 * ignored: the engine's field checker, one per question.
 */
import { useEffect, useRef, useState } from 'react';
import { createFieldChecker, FIELD_CHECK_DELAY, type FieldCheckState } from '@/engine/form/field-check';
import { infoMessages } from '@/lib/info-messages';
import { nearbyProfiles, validateName } from '@/api/profile-create-queries';
import type { Step1Values } from './create-rules';

const text = infoMessages.base;

export interface NameChecks {
  readonly valid: FieldCheckState;
  readonly nearby: FieldCheckState;
}

function nearbyQuery(values: Step1Values) {
  const name = values.name.trim();
  const point = values.address?.coordinates;
  if (!name || !point || !values.address) return undefined;
  return JSON.stringify({
    name,
    lat: point.lat,
    lng: point.lng,
    roadAddress: values.address.roadAddress,
    jibunAddress: values.address.jibunAddress,
  });
}

export function useNameChecks(values: Step1Values): NameChecks {
  const [valid, setValid] = useState<FieldCheckState>({ kind: 'idle' });
  const [nearby, setNearby] = useState<FieldCheckState>({ kind: 'idle' });
  const checkers = useRef<{
    valid: ReturnType<typeof createFieldChecker>;
    nearby: ReturnType<typeof createFieldChecker>;
  }>(undefined);
  useEffect(() => {
    const own = {
      valid: createFieldChecker({
        delay: FIELD_CHECK_DELAY,
        ask: async (name, signal) => {
          const answer = await validateName(name, signal);
          return answer.valid ? undefined : (answer.message ?? text.nameRefused);
        },
        onState: setValid,
      }),
      nearby: createFieldChecker({
        delay: FIELD_CHECK_DELAY,
        ask: async (query, signal) => {
          return text.nearbyOf(await nearbyProfiles(JSON.parse(query) as Parameters<typeof nearbyProfiles>[0], signal));
        },
        onState: setNearby,
      }),
    };
    checkers.current = own;
    return () => {
      own.valid.dispose();
      own.nearby.dispose();
    };
  }, []);
  const name = values.name.trim();
  const query = nearbyQuery(values);
  useEffect(() => {
    checkers.current?.valid.update(name === '' ? undefined : name);
  }, [name]);
  useEffect(() => {
    checkers.current?.nearby.update(query);
  }, [query]);
  return { valid, nearby };
}
