import type { Example } from '../examples'

/** The gallery group folded until the visitor opens it or the filter matches inside it. */
export const foldedByDefault = 'JSON Forms examples'

/** The examples of one navigation group, in registry order. */
export interface ExampleGroup {
  name: string
  examples: Example[]
}

/** Groups the examples by their `group` (the family, or a shared topic), in order of first appearance. */
export function groupExamples(examples: readonly Example[]): ExampleGroup[] {
  const byName = new Map<string, Example[]>()
  for (const example of examples)
    byName.set(example.group, [...(byName.get(example.group) ?? []), example])
  return [...byName].map(([name, items]) => ({ name, examples: items }))
}

/**
 * Whether an example matches the filter: every word of the query appears, case-insensitively, in
 * its title or its group name ("date range", "upload limits", "choice radio").
 */
export function matchesQuery(example: Example, query: string): boolean {
  const haystack = `${example.title} ${example.group}`.toLocaleLowerCase()
  return query.toLocaleLowerCase().split(/\s+/).filter(Boolean).every(word => haystack.includes(word))
}

/** The groups with the examples that match `query`; groups left empty are dropped. A blank query keeps all. */
export function filterGroups(groups: readonly ExampleGroup[], query: string): ExampleGroup[] {
  if (!query.trim())
    return [...groups]
  return groups
    .map(group => ({ name: group.name, examples: group.examples.filter(example => matchesQuery(example, query)) }))
    .filter(group => group.examples.length > 0)
}
