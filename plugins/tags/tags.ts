import type { JsonSchema } from '@jsonforms/core'
import { tagsDefaults } from './options'

/** What the schema allows in the list: `maxItems`, `items.maxLength`, `uniqueItems`. */
export interface TagLimits {
  maxItems?: number
  maxLength?: number
  unique: boolean
}

/** Why one tag was not added. */
export type TagRefusal =
  | { reason: 'maxItems', tag: string, max: number }
  | { reason: 'maxLength', tag: string, max: number }
  | { reason: 'duplicate', tag: string }

/** A stored value as tags, and what is wrong with it when it is not a list of strings. */
export interface ReadTags {
  tags: string[]
  problem?: 'notList' | 'notText'
}

type SchemaLike = Pick<JsonSchema, 'type' | 'items' | 'maxItems' | 'uniqueItems'> | undefined

const count = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined
/** JSON Schema counts string length in code points, not UTF-16 units. */
const length = (text: string) => [...text].length

export function tagLimits(schema: SchemaLike): TagLimits {
  const items = schema?.items
  const itemSchema = typeof items === 'object' && items !== null && !Array.isArray(items) ? items as JsonSchema : undefined
  return { maxItems: count(schema?.maxItems), maxLength: count(itemSchema?.maxLength), unique: schema?.uniqueItems === true }
}

/** The `delimiter` option when it is a non-empty string, else the default `,`. */
export function resolveDelimiter(option: unknown): string {
  return typeof option === 'string' && option !== '' ? option : tagsDefaults.delimiter
}

/** Every piece of `text` between delimiters, trimmed, without empty ones. */
export function splitTags(text: string, delimiter: string): string[] {
  return text.split(delimiter).map(piece => piece.trim()).filter(piece => piece !== '')
}

/**
 * Typed text that contains the delimiter: the pieces before the last delimiter are finished tags,
 * what follows it is still being typed (kept as is).
 */
export function splitDraft(text: string, delimiter: string): { complete: string[], rest: string } {
  const at = text.lastIndexOf(delimiter)
  if (at < 0)
    return { complete: [], rest: text }
  return { complete: splitTags(text.slice(0, at), delimiter), rest: text.slice(at + delimiter.length) }
}

/** Why `tag` may not join `tags`, or `undefined` when it may. */
export function refusalOf(tag: string, tags: readonly string[], limits: TagLimits): TagRefusal | undefined {
  if (limits.maxLength !== undefined && length(tag) > limits.maxLength)
    return { reason: 'maxLength', tag, max: limits.maxLength }
  if (limits.unique && tags.includes(tag))
    return { reason: 'duplicate', tag }
  if (limits.maxItems !== undefined && tags.length >= limits.maxItems)
    return { reason: 'maxItems', tag, max: limits.maxItems }
  return undefined
}

/** Adds the candidates one by one, in order; each one the limits refuse is returned with its reason. */
export function addTags(current: readonly string[], candidates: readonly string[], limits: TagLimits): { tags: string[], refused: TagRefusal[] } {
  const tags = [...current]
  const refused: TagRefusal[] = []
  for (const raw of candidates) {
    const tag = raw.trim()
    if (tag === '')
      continue
    const refusal = refusalOf(tag, tags, limits)
    if (refusal)
      refused.push(refusal)
    else
      tags.push(tag)
  }
  return { tags, refused }
}

/** Text still being typed that is already too long to become a tag. */
export function draftRefusal(draft: string, limits: TagLimits): TagRefusal | undefined {
  const tag = draft.trim()
  return limits.maxLength !== undefined && length(tag) > limits.maxLength ? { reason: 'maxLength', tag, max: limits.maxLength } : undefined
}

/** The items `next` appends to `current`, or `undefined` when `next` is not `current` plus more (a removal). */
export function appendedTags(current: readonly string[], next: readonly string[]): string[] | undefined {
  if (next.length <= current.length || current.some((tag, index) => next[index] !== tag))
    return undefined
  return next.slice(current.length)
}

function asText(item: unknown): string {
  if (typeof item === 'string')
    return item
  if (typeof item === 'number' || typeof item === 'boolean' || item === null || item === undefined)
    return String(item)
  return JSON.stringify(item) ?? String(item)
}

/** The tags shown for a stored value: a list's items as text; anything that is not a list shows none. */
export function readTags(value: unknown): ReadTags {
  if (value === undefined || value === null)
    return { tags: [] }
  if (!Array.isArray(value))
    return { tags: [], problem: 'notList' }
  const tags = value.map(asText)
  return value.every(item => typeof item === 'string') ? { tags } : { tags, problem: 'notText' }
}

/** The value stored for a list of tags: `undefined` once it is empty. */
export function toStoredTags(tags: readonly string[]): string[] | undefined {
  return tags.length ? [...tags] : undefined
}
