import type { JsonSchema, RankedTester, TesterContext, UISchemaElement } from '@jsonforms/core'
import { toRaw } from 'vue'

/**
 * The ranks the testers gave an element shown with one schema, root schema and config, and the
 * renderer each renderer list picked from them (`null`: none fits).
 */
export interface Ranked {
  schema: unknown
  rootSchema: unknown
  config: unknown
  /** Each memoised tester's rank, made when a tester is first asked outside `pickRenderer` (which keeps the winner alone). */
  ranks?: Map<RankedTester, number>
  /**
   * The renderer each renderer list picked (`null`: none fits): one list in a form, a few while the
   * element is also shown elsewhere (the form builder's canvas and preview). A short list, not a
   * weak table per element, which every full garbage collection would walk (see `ranksByElement`).
   */
  winners?: { list: object, winner: unknown }[]
  /** The schema the element's scope points to, resolved once for every schema tester (`controlSchema`). */
  scoped?: { schema: JsonSchema | undefined }
}

/**
 * Per UI-schema element: the ranks every tester gave it. One weak table for every tester and
 * element, rather than a tree of weak tables per tester: a form of 500 fields and 60 testers holds
 * 500 weak entries instead of 120 000, and every full garbage collection walks each weak entry
 * (V8's ephemeron marking), which made a collection during typing cost tens of milliseconds.
 */
const ranksByElement = new WeakMap<object, Ranked[]>()

/**
 * Schema, root schema and config an element keeps ranks for: one in a form, a few while it is shown
 * with another (the form builder's preview); the oldest goes first, and is ranked again if asked.
 */
const kept = 4

const raw = (value: unknown): unknown => typeof value === 'object' && value !== null ? toRaw(value) : value

/**
 * Wraps a tester so that its rank is computed once per (UI-schema element, schema, root schema,
 * config). A data change then never re-ranks renderers: those four inputs are immutable.
 * A tester that throws on a malformed schema part ranks `-1`, so the element falls through to
 * another renderer (or the explained placeholder) instead of breaking the whole form.
 */
export function memoTester(tester: RankedTester): RankedTester {
  const memoised: RankedTester = (uischema, schema, context) => {
    const ranked = rankedFor(uischema, schema, context)
    if (!ranked)
      return safeRank(tester, uischema, schema, context)
    let rank = (ranked.ranks ??= new Map()).get(tester)
    if (rank === undefined)
      ranked.ranks.set(tester, rank = safeRank(tester, uischema, schema, context))
    return rank
  }
  unmemoised.set(memoised, tester)
  return memoised
}

/** The tester each `memoTester` wraps. */
const unmemoised = new WeakMap<RankedTester, RankedTester>()

/**
 * The tester's rank, not kept: for a caller that keeps what it concludes from the ranks (the
 * winner, in `pickRenderer`). A form of 500 fields and 60 testers then holds no table of 60 ranks
 * per field, which its mount allocates and every garbage collection walks.
 */
export function rankOnce(tester: RankedTester, uischema: UISchemaElement, schema: JsonSchema, context: TesterContext): number {
  const inner = unmemoised.get(tester)
  return inner ? safeRank(inner, uischema, schema, context) : tester(uischema, schema, context)
}

/** What is kept for an element with these inputs (made on first ask); `undefined` for an element that is no object. */
export function rankedFor(uischema: unknown, schema: unknown, context: { rootSchema?: unknown, config?: unknown } | undefined): Ranked | undefined {
  const element = raw(uischema)
  if (typeof element !== 'object' || element === null)
    return undefined
  const plainSchema = raw(schema)
  const rootSchema = raw(context?.rootSchema)
  const config = raw(context?.config)
  let variants = ranksByElement.get(element)
  if (!variants)
    ranksByElement.set(element, variants = [])
  let ranked = variantOf(variants, plainSchema, rootSchema, config)
  if (!ranked) {
    if (variants.push(ranked = { schema: plainSchema, rootSchema, config }) > kept)
      variants.shift()
  }
  return ranked
}

/** The renderer `list` picked from these ranks: undefined when not asked yet, `null` when none fits. */
export function knownWinner(ranked: Ranked, list: object): unknown {
  const winners = ranked.winners ?? []
  for (let index = 0; index < winners.length; index++) {
    if (winners[index]!.list === list)
      return winners[index]!.winner
  }
  return undefined
}

/** Keeps the renderer `list` picked (`null`: none fits), forgetting the oldest list beyond `kept`. */
export function keepWinner(ranked: Ranked, list: object, winner: unknown): void {
  if ((ranked.winners ??= []).push({ list, winner: winner ?? null }) > kept)
    ranked.winners.shift()
}

/**
 * The ranks kept for these inputs. An indexed loop, neither `find` nor `for…of`: asked once per
 * tester and element, it allocates no closure and no iterator, which unoptimised code would.
 */
function variantOf(variants: readonly Ranked[], schema: unknown, rootSchema: unknown, config: unknown): Ranked | undefined {
  for (let index = 0; index < variants.length; index++) {
    const known = variants[index]!
    if (known.schema === schema && known.rootSchema === rootSchema && known.config === config)
      return known
  }
  return undefined
}

function safeRank(tester: RankedTester, uischema: UISchemaElement, schema: JsonSchema, context: TesterContext): number {
  try {
    const rank = tester(uischema, schema, context)
    return typeof rank === 'number' && !Number.isNaN(rank) ? rank : -1
  }
  catch {
    return -1
  }
}
