import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { repoRoot, run } from './fixtureApp'

/**
 * The tarball as npm publishes it: packed by the global setup from the working tree, whose
 * `prepack` script builds `dist/` (so a fresh clone packs a complete package), then checked by
 * publint (package.json against the files) and Are the Types Wrong (types resolved per entry; the
 * stylesheet entry has no types to resolve).
 */
const tarball = join(inject('workDir'), 'nuxt-ui-jsonforms.tgz')

describe('the packed package', () => {
  it('holds the built entries, their types and the stylesheet', async () => {
    const { stdout } = await run('tar', ['-tzf', tarball], { cwd: repoRoot })
    const files = new Set(stdout.split('\n'))
    for (const file of ['dist/index.js', 'dist/index.d.ts', 'dist/src/kit.js', 'dist/src/testing/index.js', 'dist/src/integrations/vite.js', 'dist/src/integrations/nuxt.js', 'dist/src/mcp/cli.js', 'dist/presets/server.js', 'dist/presets/server.d.ts', 'dist/styles.css'])
      expect(files).toContain(`package/${file}`)
  })

  it('passes publint', async () => {
    const { stdout } = await run('npx', ['-y', 'publint@0.3.25', tarball, '--strict'], { cwd: repoRoot })
    process.stdout.write(stdout)
    expect(stdout).toContain('All good!')
  }, 120_000)

  it('passes Are the Types Wrong for ESM consumers', async () => {
    // attw exits non-zero on a problem its profile does not ignore, which `run` turns into a failure.
    const { stdout } = await run('npx', ['-y', '-p', '@arethetypeswrong/cli@0.18.5', 'attw', tarball, '--profile', 'esm-only', '--exclude-entrypoints', './styles.css', '--format', 'json'], { cwd: repoRoot })
    const { analysis } = JSON.parse(stdout) as { analysis: { entrypoints: Record<string, unknown>, problems: { kind: string, entrypoint: string, resolutionKind: string }[] } }
    expect(Object.keys(analysis.entrypoints)).toEqual(expect.arrayContaining(['.', './kit', './icons', './testing', './nuxt', './vite', './server']))
    // The ESM-only profile: CommonJS `require` and the pre-exports `node10` resolution are not supported.
    const problems = analysis.problems.filter(problem => !['node10', 'node16-cjs'].includes(problem.resolutionKind))
    process.stdout.write(`attw (esm-only): ${Object.keys(analysis.entrypoints).length} entry points, ${problems.length} problems\n`)
    expect(problems).toEqual([])
  }, 180_000)
})
