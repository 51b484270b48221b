import { describe, expect, it } from 'vitest';
import { allowedActions, can, decide, defineMachine, machineMarkdown } from './machine';

interface Door {
  readonly state: 'closed' | 'open' | 'locked';
  readonly hasKey: boolean;
}

const door = defineMachine<Door['state'], 'open' | 'close' | 'lock' | 'unlock', Door, 'owner' | 'guest'>({
  name: '문',
  stateOf: (record) => record.state,
  actions: ['open', 'close', 'lock', 'unlock'],
  stateLabels: { closed: '닫힘', open: '열림', locked: '잠김' },
  actionLabels: { open: '열기', close: '닫기', lock: '잠그기', unlock: '열쇠로 열기' },
  actorLabels: { owner: '주인', guest: '손님' },
  refusal: (action, state) => `${state} 상태에서는 ${action}할 수 없어요.`,
  table: {
    closed: { open: { to: 'open' }, lock: { to: 'locked', who: ['owner'] } },
    open: { close: { to: 'closed' } },
    locked: { unlock: { to: 'closed', when: (record) => record.hasKey || '열쇠가 없어요.' } },
  },
});

describe('state machine tables', () => {
  it('allows what the state row lists and leads where it says', () => {
    expect(decide(door, { state: 'closed', hasKey: false }, 'open')).toEqual({ ok: true, to: 'open' });
    expect(decide(door, { state: 'open', hasKey: false }, 'lock')).toEqual({
      ok: false,
      reason: 'open 상태에서는 lock할 수 없어요.',
    });
  });

  it('checks who and the guard, each with its own sentence', () => {
    expect(can(door, { state: 'closed', hasKey: true }, 'lock', 'owner')).toBe(true);
    expect(decide(door, { state: 'closed', hasKey: true }, 'lock', 'guest')).toEqual({
      ok: false,
      reason: '잠그기는 주인만 할 수 있어요.',
      forbidden: true,
    });
    expect(decide(door, { state: 'locked', hasKey: false }, 'unlock')).toEqual({ ok: false, reason: '열쇠가 없어요.' });
  });

  it('refuses a step never the asker’s for who they are, whatever the state', () => {
    // Locking is the owner's in every row: a guest at an open door is told whose it is (a 403).
    expect(decide(door, { state: 'open', hasKey: false }, 'lock', 'guest')).toEqual({
      ok: false,
      reason: '잠그기는 주인만 할 수 있어요.',
      forbidden: true,
    });
    expect(decide(door, { state: 'open', hasKey: false }, 'lock', 'owner')).toEqual({
      ok: false,
      reason: 'open 상태에서는 lock할 수 없어요.',
    });
  });

  it('lists the offered actions in the machine order', () => {
    expect(allowedActions(door, { state: 'closed', hasKey: true }, 'owner')).toEqual(['open', 'lock']);
    expect(allowedActions(door, { state: 'closed', hasKey: true }, 'guest')).toEqual(['open']);
  });

  it('writes the table as Markdown', () => {
    expect(machineMarkdown(door)).toContain('| 잠김 | — | — | — | → 닫힘 ✱ |');
  });
});
