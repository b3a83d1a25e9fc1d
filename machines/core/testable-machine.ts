/*
 * A machine's definition with timers and invoked actors turned into plain events: what the model-based
 * tests walk (../test-utils/ui-model, ../test-utils/model) and what the SPA replays a recorded flow on
 * (src/features/support/replay.ts), since a recording already holds what they delivered
 * (xstate.after.*, xstate.done.actor.*, xstate.error.actor.*). Free of node: the browser loads it.
 */
import { createMachine, type AnyStateMachine, type AnyStateNode } from 'xstate'

type ConfigRecord = Record<string, unknown>

function toArray<T>(value: T | readonly T[] | undefined): readonly T[] {
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value as T]
}

// Rebuilds a state node's config with `after` and `invoke` turned into plain `on` transitions.
function testableConfig(node: AnyStateNode): ConfigRecord {
  const { after, invoke: _invoke, on, states: _states, ...rest } = node.config as ConfigRecord
  const transitions: ConfigRecord = { ...(on as ConfigRecord | undefined) }
  for (const [delay, transition] of Object.entries((after as ConfigRecord | undefined) ?? {})) {
    transitions[`xstate.after.${delay}.${node.id}`] = transition
  }
  toArray(node.config.invoke).forEach((config, index) => {
    const { id } = node.invoke[index]
    if (config.onDone) transitions[`xstate.done.actor.${id}`] = config.onDone
    if (config.onError) transitions[`xstate.error.actor.${id}`] = config.onError
    if (config.onSnapshot) transitions[`xstate.snapshot.${id}`] = config.onSnapshot
  })
  const children = Object.entries(node.states).map(([key, child]) => [key, testableConfig(child)] as const)
  return {
    ...rest,
    ...(Object.keys(transitions).length ? { on: transitions } : {}),
    ...(children.length ? { states: Object.fromEntries(children) } : {}),
  }
}

export interface TestableOptions {
  /**
   * Extra transitions on the root, for what the UI does outside the machine's own events (a page
   * load starts a new actor: the session test models it as one). Their items are not counted.
   */
  on?: ConfigRecord
}

/** The machine's definition with timers and invoked actors as plain events, ready for createTestModel. */
export function toTestableMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: TestableOptions = {},
): TMachine {
  const config = testableConfig(machine.root)
  if (options.on) config.on = { ...(config.on as ConfigRecord | undefined), ...options.on }
  return createMachine(config as never, machine.implementations as never) as never
}
