import { choiceDefaults } from './options'

/** The field's `virtualizeAbove` (a number of choices), else the default. */
export function virtualizeAbove(options: unknown): number {
  const limit = (options as { virtualizeAbove?: unknown } | undefined)?.virtualizeAbove
  return typeof limit === 'number' && limit >= 0 ? limit : choiceDefaults.virtualizeAbove
}

/** Text folded for matching as typed: lower case, accents dropped (what Nuxt UI's search ignores too). */
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** Items with a `label`, grouped as a menu lists them. */
type Groups<T> = readonly (readonly T[])[]

/**
 * A filter of a long menu as typed, for `USelectMenu`'s `ignoreFilter`: each label folded once per
 * list, then a substring test per item and keystroke. Nuxt UI's own filter compares every slice of
 * every label with an `Intl.Collator`, about a second per keystroke for 100 000 items. The order
 * is Nuxt UI's: the label equal to the text first, then those starting with it, then the others.
 */
export function longListFilter<T extends { label: string }>(groups: Groups<T>): (search: string) => T[][] {
  // Folded on the first search, not when the field mounts; the whole list is the same array for every empty search.
  let labels: string[][] | undefined
  const all = groups.map(group => [...group])
  return (search) => {
    const term = fold(search.trim())
    if (!term)
      return all
    labels ??= groups.map(group => group.map(item => fold(item.label)))
    return groups.map((group, at) => {
      const ranked: [T[], T[], T[]] = [[], [], []]
      group.forEach((item, index) => {
        const label = labels![at]![index]!
        if (label === term)
          ranked[0].push(item)
        else if (label.startsWith(term))
          ranked[1].push(item)
        else if (label.includes(term))
          ranked[2].push(item)
      })
      return ranked.flat()
    }).filter(group => group.length > 0)
  }
}
