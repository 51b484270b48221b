/**
 * A state machine as a table (docs/state-machines.md): for each state, the actions it allows, the
 * state each leads to, an optional guard on the record, and who may take it. One table per
 * machine; the mock server refuses what the table refuses (a 409 with the table's Korean
 * sentence) and the screens offer exactly what it allows. Read-only states ("no edit" rows) are
 * simply states without an `edit` action.
 */
import { withTopicParticle } from './messages';

/** A guard's answer: allowed, or the Korean sentence that says why not. */
export type Verdict = true | string;

export interface Transition<S extends string, R, Actor extends string> {
  /** The state the action leads to (the same state for an action that does not move it). */
  readonly to: S;
  /** A further condition on the record; answers the refusal's sentence when it does not hold. */
  readonly when?: (record: R) => Verdict;
  /** Who may take the action; everyone when absent. */
  readonly who?: readonly Actor[];
}

export type MachineTable<S extends string, A extends string, R, Actor extends string = never> = {
  readonly [state in S]: { readonly [action in A]?: Transition<S, R, Actor> };
};

export interface Machine<S extends string, A extends string, R, Actor extends string = never> {
  /** A name for tests and the docs' heading. */
  readonly name: string;
  /** The record's state in the table (a product's 판매 상태, an order's status with its delivery). */
  readonly stateOf: (record: R) => S;
  readonly table: MachineTable<S, A, R, Actor>;
  /** The sentence of an action the state does not allow (`action`'s Korean name, the state's label). */
  readonly refusal: (action: A, state: S) => string;
  /** Every action, in the order a screen lists them. */
  readonly actions: readonly A[];
  /** The state's Korean label (docs, sentences). */
  readonly stateLabels: Readonly<Record<S, string>>;
  /** The action's Korean name (docs, sentences). */
  readonly actionLabels: Readonly<Record<A, string>>;
  /** The actor's Korean name (docs); absent when the machine knows no roles. */
  readonly actorLabels?: Readonly<Record<Actor, string>>;
}

export function defineMachine<S extends string, A extends string, R, Actor extends string = never>(
  machine: Machine<S, A, R, Actor>,
): Machine<S, A, R, Actor> {
  return machine;
}

/**
 * Allowed (and where it leads), or refused with the sentence; `forbidden` when the refusal is about
 * who asks, not about the state (a server answers 403 there, 409 otherwise).
 */
export type Decision<S extends string> =
  { readonly ok: true; readonly to: S } | { readonly ok: false; readonly reason: string; readonly forbidden?: true };

/** Whether `actor` may take `action` on `record`, and where it leads. */
export function decide<S extends string, A extends string, R, Actor extends string>(
  machine: Machine<S, A, R, Actor>,
  record: R,
  action: A,
  actor?: Actor,
): Decision<S> {
  const state = machine.stateOf(record);
  // A step that is never the asker's, in any state, is refused for who they are (issue 40: a
  // merchant asking to ban a banned product is told it is the inspectors', not that it is banned).
  const neverTheirs = neverTakenBy(machine, action, actor);
  if (neverTheirs) return { ok: false, reason: whoRefusal(machine, action, neverTheirs), forbidden: true };
  const transition = machine.table[state][action];
  if (!transition) return { ok: false, reason: machine.refusal(action, state) };
  if (transition.who && (actor === undefined || !transition.who.includes(actor)))
    return { ok: false, reason: whoRefusal(machine, action, transition.who), forbidden: true };
  const verdict = transition.when?.(record) ?? true;
  return verdict === true ? { ok: true, to: transition.to } : { ok: false, reason: verdict };
}

/** Whether the action is allowed (a screen's offer). */
export function can<S extends string, A extends string, R, Actor extends string>(
  machine: Machine<S, A, R, Actor>,
  record: R,
  action: A,
  actor?: Actor,
): boolean {
  return decide(machine, record, action, actor).ok;
}

/**
 * Why the action is refused, or undefined when it is allowed: the shape of the engine's `refused`
 * (a row action shown but not run) and `readOnly` (a form shown read-only with the reason).
 */
export function refusalOf<S extends string, A extends string, R, Actor extends string>(
  machine: Machine<S, A, R, Actor>,
  record: R,
  action: A,
  actor?: Actor,
): string | undefined {
  const decision = decide(machine, record, action, actor);
  return decision.ok ? undefined : decision.reason;
}

/** The actions a record offers now, in the machine's order. */
export function allowedActions<S extends string, A extends string, R, Actor extends string>(
  machine: Machine<S, A, R, Actor>,
  record: R,
  actor?: Actor,
): A[] {
  return machine.actions.filter((action) => can(machine, record, action, actor));
}

/** The actors of an action when every state's row gives it to others than `actor`; else undefined. */
function neverTakenBy<S extends string, A extends string, R, Actor extends string>(
  machine: Machine<S, A, R, Actor>,
  action: A,
  actor: Actor | undefined,
): readonly Actor[] | undefined {
  if (actor === undefined) return undefined;
  const moves = Object.values<{ readonly [action in A]?: Transition<S, R, Actor> }>(machine.table)
    .map((row) => row[action])
    .filter((move) => move !== undefined);
  if (moves.length === 0 || moves.some((move) => !move.who)) return undefined;
  const who = [...new Set(moves.flatMap((move) => move.who ?? []))];
  return who.includes(actor) ? undefined : who;
}

function whoRefusal<S extends string, A extends string, R, Actor extends string>(
  machine: Machine<S, A, R, Actor>,
  action: A,
  who: readonly Actor[],
): string {
  const names = who.map((actor) => machine.actorLabels?.[actor] ?? actor).join(', ');
  return `${withTopicParticle(machine.actionLabels[action])} ${names}만 할 수 있어요.`;
}

/** The table as Markdown (docs/state-machines.md is written from these; a test keeps it current). */
export function machineMarkdown<S extends string, A extends string, R, Actor extends string>(
  machine: Machine<S, A, R, Actor>,
): string {
  const states = Object.keys(machine.table) as S[];
  const head = `| 상태 \\ 동작 | ${machine.actions.map((action) => machine.actionLabels[action]).join(' | ')} |`;
  const rule = `|---|${machine.actions.map(() => '---').join('|')}|`;
  const rows = states.map((state) => {
    const cells = machine.actions.map((action) => {
      const transition = machine.table[state][action];
      if (!transition) return '—';
      const target = transition.to === state ? '유지' : `→ ${machine.stateLabels[transition.to]}`;
      const who = transition.who
        ? ` (${transition.who.map((actor) => machine.actorLabels?.[actor] ?? actor).join(', ')})`
        : '';
      return `${target}${transition.when ? ' ✱' : ''}${who}`;
    });
    return `| ${machine.stateLabels[state]} | ${cells.join(' | ')} |`;
  });
  const guarded = states.some((state) =>
    machine.actions.some((action) => machine.table[state][action]?.when !== undefined),
  );
  const note = guarded ? ['✱ 조건이 더 있어요 (표의 `when`).', ''] : [];
  return [`## ${machine.name}`, '', head, rule, ...rows, '', ...note].join('\n');
}
