/** A row of an options table: the option names of its first cell and its Default cell. */
export interface OptionRow {
  names: string[]
  defaultCell?: string
}

const ROW = /^\s*\|(.*)\|\s*$/
const RULE = /^\s*\|[\s:|-]+\|\s*$/

/** Splits a table line into trimmed cells; `\|` inside a cell is not a separator. */
function cells(line: string): string[] {
  return ROW.exec(line)![1]!.split(/(?<!\\)\|/).map(c => c.trim())
}

/**
 * The rows of every options table of a Markdown page: tables (outside code fences) whose first
 * header cell is `Name`. A first cell may name several options (`` `a`, `b` ``).
 */
export function readOptionRows(markdown: string): OptionRow[] {
  const rows: OptionRow[] = []
  let header: string[] | undefined
  let inFence = false
  for (const line of markdown.split(/\r?\n/)) {
    if (/^\s*(?:```|~~~)/.test(line))
      inFence = !inFence
    if (inFence || !ROW.test(line)) {
      header = undefined
      continue
    }
    if (!header) {
      header = cells(line)
      continue
    }
    if (RULE.test(line) || header[0] !== 'Name')
      continue
    const row = cells(line)
    const defaultIndex = header.indexOf('Default')
    rows.push({
      names: [...row[0]!.matchAll(/`([^`]+)`/g)].map(m => m[1]!),
      ...(defaultIndex >= 0 ? { defaultCell: row[defaultIndex] } : {}),
    })
  }
  return rows
}

/** Compares a table's Default cell with a `@defaultValue`, ignoring code marks and quotes. */
export function sameDefault(cell: string | undefined, defaultValue: string | undefined): boolean {
  const normalize = (text: string | undefined) => (text ?? 'none').replace(/[`'"]/g, '').replace(/\s+/g, ' ').trim().toLowerCase()
  return normalize(cell) === normalize(defaultValue)
}
