import type { JsonSchema, TesterContext, UISchemaElement } from '@jsonforms/core'
import { scopedSchema } from '../../values/scopedSchema'
import type { RankedFamily } from './knowledge'

/** A renderer entry that takes an element, and at what rank. */
export interface Ranked {
  family: string
  entry: string
  rank: number
}

/** The winner of an element and the runner-up (the best rank of another entry), as the registry ranks them. */
export interface Ranking {
  winner?: Ranked
  runnerUp?: Ranked
}

function rankOf(tester: RankedFamily['entries'][number]['tester'], element: UISchemaElement, schema: JsonSchema, context: TesterContext): number {
  try {
    return tester(element, schema, context)
  }
  catch {
    // A tester that throws on an odd element just does not take it, as in the form.
    return -1
  }
}

/**
 * Ranks an element with every entry of the families, as the form's `pickRenderer` does: the tester
 * schema narrowed by `scopedSchema`, the highest rank winning, the first one on a tie. `formSchema`
 * is the schema the element's scope is read in: the root's, or a sub-form's (an array's items).
 */
export function rankElement(families: readonly RankedFamily[], element: UISchemaElement, rootSchema: JsonSchema, config: Record<string, unknown>, formSchema: JsonSchema = rootSchema): Ranking {
  const schema = scopedSchema(element, formSchema)
  const context: TesterContext = { rootSchema, config }
  let winner: Ranked | undefined
  let runnerUp: Ranked | undefined
  for (const family of families) {
    for (const entry of family.entries) {
      const rank = rankOf(entry.tester, element, schema, context)
      if (rank < 0)
        continue
      const ranked = { family: family.name, entry: entry.name, rank }
      if (!winner || rank > winner.rank) {
        runnerUp = winner
        winner = ranked
      }
      else if (!runnerUp || rank > runnerUp.rank) {
        runnerUp = ranked
      }
    }
  }
  return { ...(winner && { winner }), ...(runnerUp && { runnerUp }) }
}

/**
 * The ranking with more families after those `first` was ranked with: the same winner unless one
 * of theirs ranks higher (the first on a tie), without ranking the element again with the others.
 */
export function rankedAfter(first: Ranking, more: Ranking): Ranking {
  const candidates = [first.winner, first.runnerUp, more.winner, more.runnerUp].filter((ranked): ranked is Ranked => ranked !== undefined)
  let winner: Ranked | undefined
  let runnerUp: Ranked | undefined
  for (const ranked of candidates) {
    if (!winner || ranked.rank > winner.rank) {
      runnerUp = winner
      winner = ranked
    }
    else if (!runnerUp || ranked.rank > runnerUp.rank) {
      runnerUp = ranked
    }
  }
  return { ...(winner && { winner }), ...(runnerUp && { runnerUp }) }
}
