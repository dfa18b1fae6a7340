import { mkdtempSync, readdirSync, renameSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { repoRoot, run } from './fixtureApp'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Temporary folder holding `nuxt-ui-jsonforms.tgz`, where each fixture app is installed beside it. */
    workDir: string
  }
}

/**
 * Global setup: packs the library the way it is published (`npm pack` runs the `prepack` build, so
 * `dist/` is fresh even on a new clone), as `<workDir>/nuxt-ui-jsonforms.tgz`, which the fixtures'
 * `package.json` name as `file:../nuxt-ui-jsonforms.tgz`. The folder is removed afterwards unless KEEP_FIXTURES is set:
 * without blocking, since the fixture apps' `node_modules` take seconds to delete and the last test
 * file's worker is still being stopped then (a blocked runner reported it as a timeout).
 */
export default async function packLibrary(project: TestProject): Promise<() => Promise<void>> {
  const workDir = mkdtempSync(join(tmpdir(), 'nuxt-ui-jsonforms-integration-'))
  // The build's log shares stdout with npm's own output, so the tarball is found on disk instead.
  await run('npm', ['pack', '--pack-destination', workDir], { cwd: repoRoot })
  const [filename] = readdirSync(workDir).filter(name => name.endsWith('.tgz'))
  renameSync(join(workDir, filename), join(workDir, 'nuxt-ui-jsonforms.tgz'))
  project.provide('workDir', workDir)
  return async () => {
    if (process.env.KEEP_FIXTURES)
      process.stdout.write(`fixture apps kept in ${workDir}\n`)
    else
      await rm(workDir, { recursive: true, force: true })
  }
}
