/** A Markdown file split into its front matter and its body. */
export interface MarkdownFile {
  data: Record<string, string>
  body: string
}

const BLOCK = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/

/**
 * Reads the flat `key: value` front matter that guide pages use (strings and numbers; quotes are
 * removed). Nested YAML is not needed by the guide and is not supported.
 */
export function parseFrontmatter(source: string): MarkdownFile {
  const block = BLOCK.exec(source)
  if (!block)
    return { data: {}, body: source }
  const data: Record<string, string> = {}
  for (const line of block[1]!.split(/\r?\n/)) {
    const pair = /^([\w-]+):\s*(.*)$/.exec(line)
    if (pair)
      data[pair[1]!] = pair[2]!.trim().replace(/^(['"])(.*)\1$/, '$2')
  }
  return { data, body: source.slice(block[0].length) }
}
