import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeLlmsOutputs } from '../../../docs/.vitepress/llms/write'

/** The docs source folder (`docs/`). */
export const DOCS_DIR = fileURLToPath(new URL('../../../docs', import.meta.url))

/**
 * An origin that stands for the published docs in tests: `.invalid` never resolves, so nothing
 * can reach the real site even if a test or the code under test goes wrong.
 */
export const FAKE_PUBLISHED_ORIGIN = 'https://docs.nuxt-ui-jsonforms.invalid'

/**
 * Writes the machine-readable part of a docs build (`llms.txt`, `llms-full.txt`, the `.md`
 * pages) into a fresh temporary folder, with the same code `npm run docs:build` runs.
 */
export function writeDocsFixture(origin = FAKE_PUBLISHED_ORIGIN): string {
  const dir = mkdtempSync(join(tmpdir(), 'nuxt-ui-jsonforms-docs-'))
  writeLlmsOutputs(DOCS_DIR, dir, origin)
  return dir
}
