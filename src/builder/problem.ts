import { type MessageValues, formatMessage } from '../i18n/messages'
import { builderMessages } from './messages'

type BuilderKey = keyof typeof builderMessages & string

/**
 * Something the builder cannot read (an import, a draft): the key of its message, the values it
 * names, and the parts that are messages themselves (`{ kind: kindOf(value) }`, said `an array`).
 */
export interface Problem {
  key: BuilderKey
  values?: MessageValues
  parts?: Record<string, Problem>
}

type Say = (key: BuilderKey, values?: MessageValues) => string
const english: Say = (key, values) => formatMessage(builderMessages[key] ?? key, values)

/** The problem in words: through the builder's translator `t`, or in English. */
export function problemText(problem: Problem, t: Say = english): string {
  const parts = Object.fromEntries(Object.entries(problem.parts ?? {}).map(([name, part]) => [name, problemText(part, t)]))
  return t(problem.key, { ...problem.values, ...parts })
}

/** `an array`, `null`, `a string`, … (`nui.builder.value.<kind>`): what a value is, for a message. */
export function kindOf(value: unknown): Problem {
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value
  return { key: `nui.builder.value.${kind}` as BuilderKey }
}
