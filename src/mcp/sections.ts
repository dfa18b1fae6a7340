/** One heading-delimited part of a Markdown page. */
export interface PageSection {
  /** The H2/H3 heading above the part; empty for the part before the first heading. */
  heading: string
  /** The part as plain-ish text (Markdown punctuation removed). */
  text: string
}

const TABLE_ROW = /^\s*\|.*\|\s*$/
const TABLE_RULE = /^\s*\|[\s:|-]+\|\s*$/

/**
 * Splits a Markdown page at its H2 and H3 headings (ignoring `#` lines inside code fences). Each
 * table body row becomes a part of its own under the current heading (header rows are dropped),
 * so that one option row is found and quoted as precisely as a whole section.
 */
export function splitSections(markdown: string): PageSection[] {
  const sections: PageSection[] = [{ heading: '', text: '' }]
  let heading = ''
  let inFence = false
  let afterRow = false
  for (const line of markdown.split(/\r?\n/)) {
    if (/^(?:```|~~~)/.test(line))
      inFence = !inFence
    const title = inFence ? null : /^#{2,3} +(.+)$/.exec(line)
    const row = !inFence && TABLE_ROW.test(line)
    if (title) {
      heading = toPlainText(title[1]!)
      sections.push({ heading, text: '' })
    }
    else if (row && TABLE_RULE.test(line)) {
      sections.pop()
    }
    else if (row) {
      sections.push({ heading, text: line })
    }
    else if (!/^# /.test(line)) {
      if (afterRow)
        sections.push({ heading, text: '' })
      sections[sections.length - 1]!.text += `${line}\n`
    }
    afterRow = row
  }
  return sections
    .map(s => ({ heading: s.heading, text: toPlainText(s.text) }))
    .filter(s => s.heading || s.text)
}

/** Removes Markdown punctuation (tables, emphasis, link targets, fences) and collapses spaces. */
export function toPlainText(markdown: string): string {
  return markdown
    .replace(/^(?:```|~~~).*$/gm, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*\|?[\s:|-]+\|[\s:|-]*$/gm, ' ')
    .replace(/[|`*_>#]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
