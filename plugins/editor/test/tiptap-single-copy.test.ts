import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

interface Tree { version?: string, dependencies?: Record<string, Tree> }

/** Every version of `name` anywhere in an `npm ls --json` tree. */
function versionsOf(tree: Tree, name: string, found = new Set<string>()): Set<string> {
  for (const [dependency, child] of Object.entries(tree.dependencies ?? {})) {
    if (dependency === name && child.version)
      found.add(child.version)
    versionsOf(child, name, found)
  }
  return found
}

// Two copies of a Tiptap core package give "Adding different instances of a keyed plugin" at run time.
describe('the editor core packages', () => {
  const packages = ['@tiptap/core', '@tiptap/pm', '@tiptap/vue-3']

  it('resolve to a single version each in the install', () => {
    const output = execFileSync('npm', ['ls', '--json', '--all', ...packages], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] })
    const tree = JSON.parse(output) as Tree
    for (const name of packages)
      expect([...versionsOf(tree, name)], name).toHaveLength(1)
  }, 60_000)
})
