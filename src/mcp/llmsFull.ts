/** One page of the `llms-full.txt` bundle. */
export interface BundledPage {
  /** Absolute URL of the page's Markdown variant. */
  url: string
  /** The page's H1, or its URL when it has none. */
  title: string
  /** The page body without its header block. */
  markdown: string
}

const PAGE_HEADER = /^---\r?\nurl: *(\S+)\r?\n(?:[\w-]+:.*\r?\n)*---\r?\n/gm

/**
 * Splits an `llms-full.txt` bundle into pages. Each page starts with a header block
 * `---\nurl: <url>\n---` (the layout VitePress llms plugins write). `resolve` makes URLs absolute.
 */
export function splitLlmsFull(text: string, resolve: (link: string) => string): BundledPage[] {
  const headers = [...text.matchAll(PAGE_HEADER)]
  return headers.map((header, i) => {
    const start = header.index + header[0].length
    const end = headers[i + 1]?.index ?? text.length
    const markdown = text.slice(start, end).trim()
    const url = resolve(header[1]!)
    const title = /^# +(.+)$/m.exec(markdown)?.[1]?.trim() ?? url
    return { url, title, markdown }
  })
}
