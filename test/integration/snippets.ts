/** A fenced code block of a Markdown page, as a reader copies it. */
export interface CodeBlock {
  /** The fence's language (`ts`, `vue`, `sh`, ...). */
  lang: string
  /** The code, without the indentation of the list item it sits in. */
  code: string
  /**
   * The file the block is meant for: named on its first line (`// vite.config.ts`,
   * `/* src/main.css *\/`, `<!-- src/App.vue -->`) or as a VitePress fence title (```` ```ts [vite.config.ts] ````).
   */
  file?: string
}

/** Languages of blocks that are typed at a prompt rather than saved to a file. */
export const shellLanguages = new Set(['sh', 'bash', 'shell', 'console'])

const fence = /^([ \t]*)```(\w*)[^\S\n]*(?:\[([^\]\n]+)\])?[^\n]*\n([\s\S]*?)^\1```[ \t]*$/gm
const fileComment = /^(?:\/\/|\/\*|<!--)\s*([\w./-]+\.\w+)\b/

/** The text of the `## <heading>` section of `markdown`, up to the next heading of that level. */
export function section(markdown: string, heading: string): string {
  const start = markdown.split('\n').findIndex(line => line.trim() === `## ${heading}`)
  if (start < 0)
    throw new Error(`no "## ${heading}" section`)
  const lines = markdown.split('\n').slice(start + 1)
  const end = lines.findIndex(line => /^## /.test(line))
  return lines.slice(0, end < 0 ? undefined : end).join('\n')
}

/** The fenced code blocks of `markdown`, in order. */
export function codeBlocks(markdown: string): CodeBlock[] {
  return [...markdown.matchAll(fence)].map(([, indent, lang, title, body]) => {
    const code = body.split('\n').map(line => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart())).join('\n')
    const file = title?.trim() ?? fileComment.exec(code)?.[1]
    return { lang, code, ...(file ? { file } : {}) }
  })
}

/**
 * The apps a section describes: its file blocks in order, each app being every file written so far.
 * A file named a second time (the same `App.vue` the other way) starts a new app that keeps the
 * earlier files.
 */
export function appsOf(blocks: readonly CodeBlock[]): Record<string, string>[] {
  const apps: Record<string, string>[] = []
  let current: Record<string, string> = {}
  for (const { file, code } of blocks) {
    if (!file)
      continue
    if (file in current) {
      apps.push(current)
      current = { ...current }
    }
    current[file] = code
  }
  if (Object.keys(current).length > 0)
    apps.push(current)
  return apps
}

/** The arguments of the section's `npm i …` / `npm install …` line, for `npm`. */
export function installArguments(blocks: readonly CodeBlock[]): string[] {
  const line = blocks.filter(block => shellLanguages.has(block.lang))
    .flatMap(block => block.code.split('\n'))
    .find(text => /^npm (?:i|install)\s/.test(text.trim()))
  if (!line)
    throw new Error('no "npm install" line')
  return line.trim().split(/\s+/).slice(1)
}
