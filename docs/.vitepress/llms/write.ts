import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { readGuidePages } from './pages'
import { renderLlmsFull, renderLlmsTxt } from './render'

/**
 * Writes the machine-readable docs into a built site: `llms.txt`, `llms-full.txt` and
 * `<page path>.md` for every guide page. Returns the written paths, relative to `outDir`.
 */
export function writeLlmsOutputs(docsDir: string, outDir: string, origin: string): string[] {
  const pages = readGuidePages(docsDir)
  const files: [string, string][] = [
    ['llms.txt', renderLlmsTxt(pages, origin)],
    ['llms-full.txt', renderLlmsFull(pages, origin)],
    ...pages.map(p => [`${p.path.slice(1)}.md`, `${p.body}\n`] as [string, string]),
  ]
  for (const [file, text] of files) {
    mkdirSync(dirname(join(outDir, file)), { recursive: true })
    writeFileSync(join(outDir, file), text)
  }
  return files.map(([file]) => file)
}
