import { allPlugins, uiPlugins } from 'nuxt-ui-jsonforms'
import { describe, expect, it } from 'vitest'
import { mcpForms } from '../../presets/mcpForms'
import type { RankedFamily } from '../../src/mcp/forms/knowledge'

const { uiFamilies, allFamilies } = mcpForms

/** A family as the registry ranks it: names, testers, formats. */
const shapeOf = (families: readonly Pick<RankedFamily, 'name' | 'entries' | 'formats'>[]) =>
  families.map(family => ({ name: family.name, entries: family.entries.map(entry => entry.name), formats: family.formats ?? {} }))

describe('the families the MCP server ranks with', () => {
  it.each([['uiRenderers', uiFamilies, uiPlugins], ['allRenderers', allFamilies, allPlugins]] as const)('are those of %s: the same families, entries, order and formats', (_preset, ranked, plugins) => {
    expect(shapeOf(ranked)).toEqual(shapeOf(plugins))
  })

  it('rank with the very testers of the families (the placeholder\'s answers alike)', () => {
    const testers = (families: readonly Pick<RankedFamily, 'entries'>[]) => families.flatMap(family => family.entries.map(entry => entry.tester))
    const ranked = testers(allFamilies)
    const real = testers(allPlugins)
    for (const [index, tester] of real.entries()) {
      if (allPlugins.flatMap(plugin => plugin.entries.map(() => plugin.name))[index] === 'unknown')
        expect(ranked[index]!({ type: 'Anything' }, {}, { rootSchema: {}, config: {} })).toBe(tester({ type: 'Anything' }, {}, { rootSchema: {}, config: {} }))
      else
        expect(ranked[index]).toBe(tester)
    }
  })
})
