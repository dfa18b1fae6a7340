import { describe, expect, it } from 'vitest'
import { filterGroups, foldedByDefault, groupExamples, matchesQuery } from '../../playground/composables/exampleFilter'
import { splitInlineCode } from '../../playground/composables/inlineCode'
import { isEmbedSizeMessage, isEmbedThemeMessage } from '../../playground/embedProtocol'
import { allPlugins } from 'nuxt-ui-jsonforms'
import { type Example, examples, familyExamples } from '../../playground/examples'
import { galleryI18n } from '../../playground/examples/locale'

const example = (title: string, group: string) => ({ ...examples[0], id: title, title, group })

describe('the gallery filter', () => {
  it('matches every word of the query in the title or the group, ignoring case', () => {
    const range = example('Range and blocked days', 'Dates')
    expect(matchesQuery(range, 'dates')).toBe(true)
    expect(matchesQuery(range, 'RANGE dat')).toBe(true)
    expect(matchesQuery(range, '  blocked   days ')).toBe(true)
    expect(matchesQuery(range, 'range upload')).toBe(false)
  })

  it('keeps the groups with a match, in order, and drops the empty ones', () => {
    const groups = groupExamples([example('Text input', 'Text'), example('Password', 'Text'), example('Tags', 'Tags'), example('Select', 'Choice')])
    expect(groups.map(group => group.name)).toEqual(['Text', 'Tags', 'Choice'])
    expect(filterGroups(groups, 'pass').map(group => [group.name, group.examples.map(e => e.title)])).toEqual([['Text', ['Password']]])
    expect(filterGroups(groups, '   ')).toEqual(groups)
    expect(filterGroups(groups, 'nothing like this')).toEqual([])
  })

  it('folds a group that exists in the gallery, and finds inside it', () => {
    const groups = groupExamples(examples)
    const folded = groups.find(group => group.name === foldedByDefault)
    expect(folded?.examples.length).toBeGreaterThan(50)
    expect(filterGroups(groups, 'json forms person').some(group => group.name === foldedByDefault)).toBe(true)
  })
})

describe('the gallery order', () => {
  const made = (id: string, order?: number) => ({ ...examples[0], id, ...(order === undefined ? {} : { order }) })

  it('puts the families in preset order, each family\'s examples in its own order, a family no preset names last', () => {
    const modules = {
      '../../plugins/zeta/examples.ts': { examples: [made('z')] },
      '../../plugins/beta/examples.ts': { examples: [made('b2', 2), made('b1', 1)] },
      '../../plugins/stray/examples.ts': { examples: [made('s')] },
      '../../plugins/alpha/examples.ts': { examples: [made('a1'), made('a2')] },
    }
    expect(familyExamples(modules, [{ name: 'zeta' }, { name: 'alpha' }, { name: 'beta' }]).map(e => e.id)).toEqual(['z', 'a1', 'a2', 'b1', 'b2', 's'])
  })

  it('opens on the overview, then the families\' examples in the order of allPlugins', () => {
    const modules = import.meta.glob<{ examples: Example[] }>('../../plugins/*/examples.ts', { eager: true })
    const families = familyExamples(modules, allPlugins)
    expect(examples[0]!.id).toBe('showcase')
    expect(examples.slice(1, 1 + families.length).map(e => e.id)).toEqual(families.map(e => e.id))
    expect(families[0]!.id).toBe(modules[`../../plugins/${allPlugins[0]!.name}/examples.ts`]!.examples[0]!.id)
  })
})

describe('inline code in descriptions', () => {
  it('splits Markdown code spans from the text around them', () => {
    expect(splitInlineCode('`toggle: true` renders a `USwitch`.')).toEqual([
      { text: 'toggle: true', code: true },
      { text: ' renders a ', code: false },
      { text: 'USwitch', code: true },
      { text: '.', code: false },
    ])
  })

  it('leaves text without a pair of backticks as it is, markup included', () => {
    expect(splitInlineCode('a lone ` stays')).toEqual([{ text: 'a lone ` stays', code: false }])
    expect(splitInlineCode('<b>not HTML</b>')).toEqual([{ text: '<b>not HTML</b>', code: false }])
    expect(splitInlineCode('')).toEqual([])
  })

  it('leaves no backtick in any gallery description', () => {
    const leftovers = examples.filter(e => splitInlineCode(e.description).some(part => !part.code && part.text.includes('`')))
    expect(leftovers.map(e => e.id)).toEqual([])
  })
})

describe('the gallery locale', () => {
  it('is English unless the example brings its own i18n', () => {
    expect(galleryI18n(undefined)).toEqual({ locale: 'en-US' })
    expect(galleryI18n({ locale: 'de' })).toEqual({ locale: 'de' })
  })
})

describe('the embed messages', () => {
  it('are recognised only with their type and valid fields', () => {
    expect(isEmbedSizeMessage({ type: 'nuxt-ui-jsonforms:embed-size', height: 300, theme: 'dark' })).toBe(true)
    expect(isEmbedSizeMessage({ type: 'nuxt-ui-jsonforms:embed-size', height: '300', theme: 'dark' })).toBe(false)
    expect(isEmbedThemeMessage({ type: 'nuxt-ui-jsonforms:embed-theme', theme: 'light' })).toBe(true)
    expect(isEmbedThemeMessage({ type: 'nuxt-ui-jsonforms:embed-theme', theme: 'blue' })).toBe(false)
    expect(isEmbedThemeMessage(null)).toBe(false)
  })
})
