/**
 * Writes what is generated from the option types (see `scripts/options/outputs.ts`). With
 * `--check`, writes nothing and fails when a generated file is stale.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { generatedFiles } from './options/outputs'

const root = fileURLToPath(new URL('..', import.meta.url))
const check = process.argv.includes('--check')
const current = (path: string) => (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined)
const stale = generatedFiles(root).filter(file => current(file.path) !== file.content)
for (const file of stale) {
  if (check)
    console.error(`stale: ${file.path}`)
  else
    writeFileSync(join(root, file.path), file.content)
}
if (check && stale.length) {
  console.error('Run `npm run generate:options` and commit the result.')
  process.exitCode = 1
}
