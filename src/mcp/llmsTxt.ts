/** One `- [title](url): note` entry of `llms.txt`. */
export interface DocLink {
  title: string
  url: string
  note?: string
}

/** One H2 section of `llms.txt`. */
export interface DocSection {
  title: string
  links: DocLink[]
}

/** The parsed `llms.txt` index (llmstxt.org structure). */
export interface LlmsIndex {
  title: string
  summary: string
  sections: DocSection[]
}

const LINK_LINE = /^\s*[-*]\s+\[([^\]]+)\]\(([^)\s]+)\)(?::\s*(.*))?$/

/**
 * Parses `llms.txt`: the H1 title, the blockquote summary and the link lists under each H2.
 * `resolve` maps each link (often relative) to an absolute URL.
 */
export function parseLlmsTxt(text: string, resolve: (link: string) => string): LlmsIndex {
  const index: LlmsIndex = { title: '', summary: '', sections: [] }
  const summary: string[] = []
  let section: DocSection | undefined
  for (const line of text.split(/\r?\n/)) {
    if (!index.title && line.startsWith('# ')) {
      index.title = line.slice(2).trim()
    }
    else if (!section && line.startsWith('>')) {
      summary.push(line.replace(/^>\s?/, '').trim())
    }
    else if (line.startsWith('## ')) {
      section = { title: line.slice(3).trim(), links: [] }
      index.sections.push(section)
    }
    else if (section) {
      const match = LINK_LINE.exec(line)
      if (match)
        section.links.push({ title: match[1]!.trim(), url: resolve(match[2]!), ...(match[3] ? { note: match[3].trim() } : {}) })
    }
  }
  index.summary = summary.join(' ').trim()
  return index
}
