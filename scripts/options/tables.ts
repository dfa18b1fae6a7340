import type { OptionDoc, OptionGroup } from './readOptions'
import { PASS_THROUGH_REGION, passThroughTable } from './passThrough'
import { shapeText } from './shapes'

/** A generated table sits between these two lines; the name is the option type it documents. */
export const regionStart = (name: string) => `<!-- options:start ${name} -->`
export const REGION_END = '<!-- options:end -->'
const REGION = /^<!-- options:start (\S+) -->\n[\s\S]*?^<!-- options:end -->$/gm

const cell = (text: string) => text.replace(/\s+/g, ' ').trim().replaceAll('|', '\\|')

function defaultCell(option: OptionDoc): string {
  const value = option.defaultValue?.value
  if (value !== undefined)
    return `\`${JSON.stringify(value)}\``
  return option.defaultValue ? cell(option.defaultValue.text) : 'none'
}

/** The Markdown table of a group: one row per option, its JSDoc as the behaviour. */
export function optionTable(group: OptionGroup): string {
  const rows = group.options.map(option => [
    `\`${option.name}\``,
    option.tags.docType ?? shapeText(option.shape, 'integer' in option.tags),
    defaultCell(option),
    cell(option.doc),
  ])
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(['Name', 'Type', 'Default', 'Behaviour']), '|---|---|---|---|', ...rows.map(line)].join('\n')
}

/** The option types whose tables a page holds, in page order. */
export function regionNames(markdown: string): string[] {
  return [...markdown.matchAll(REGION)].map(m => m[1]!)
}

/**
 * The page with each marked region's table regenerated (the `PassThrough` region: every
 * pass-through key of every family, `passThrough.ts`). Throws when a region names a type that
 * does not document this page, or a type that does has no region: a table would be missing.
 */
export function fillRegions(markdown: string, page: string, groups: OptionGroup[]): string {
  const own = groups.filter(g => g.page === page)
  const missing = own.filter(g => !regionNames(markdown).includes(g.name)).map(g => g.name)
  if (missing.length)
    throw new Error(`${page}.md has no region for ${missing.join(', ')} (add ${regionStart(missing[0]!)} ... ${REGION_END})`)
  return markdown.replace(REGION, (_, name: string) => {
    if (name === PASS_THROUGH_REGION)
      return `${regionStart(name)}\n\n${passThroughTable(groups)}\n\n${REGION_END}`
    const group = own.find(g => g.name === name)
    if (!group)
      throw new Error(`${page}.md: region ${name} is not an option type tagged @docsPage ${page}`)
    return `${regionStart(name)}\n\n${optionTable(group)}\n\n${REGION_END}`
  })
}
