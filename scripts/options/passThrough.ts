import type { OptionGroup } from './readOptions'

/** The region of the pass-through page, filled from every option documented as spread onto a Nuxt UI component. */
export const PASS_THROUGH_REGION = 'PassThrough'
const COMMON_PAGE = 'common-options'

/** `UInput` of "Props spread onto `UInput` (...)", "is spread onto `USlider`", "onto the text field's `UInput`". */
const TARGET = /spread onto (?:the [^`]*?)?`(U[A-Z]\w*)`/

/**
 * The table of pass-through keys: each option whose JSDoc says it is spread onto a Nuxt UI
 * component, with that component and the pages of the option types that read it. One row per key
 * and component: the common options' first, then in the order the families' option types are read.
 */
export function passThroughTable(groups: OptionGroup[]): string {
  const rows = new Map<string, { key: string, target: string, pages: string[] }>()
  for (const group of groups) {
    for (const option of group.options) {
      const target = TARGET.exec(option.doc)?.[1]
      if (!target || !group.page)
        continue
      const row = rows.get(`${option.name} ${target}`) ?? { key: option.name, target, pages: [] }
      if (!row.pages.includes(group.page))
        row.pages.push(group.page)
      rows.set(`${option.name} ${target}`, row)
    }
  }
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [
    line(['Key', 'Target', 'Read by']),
    '|---|---|---|',
    ...[...rows.values()].sort((a, b) => Number(b.pages.includes(COMMON_PAGE)) - Number(a.pages.includes(COMMON_PAGE))).map(row => line([`\`${row.key}\``, `\`${row.target}\``, row.pages.map(page => `[${page}](./${page}.md)`).join(', ')])),
  ].join('\n')
}
