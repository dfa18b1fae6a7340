import { allPlugins } from 'nuxt-ui-jsonforms'
import { badInputExample, nullDataExample } from './badInput'
import { brokenSchemaExample, wrongDataTypeExample } from './formLevel'
import { configExample, maxDepthExample } from './config'
import { conditionalExample, externalRefsExample, submitExample } from './forms'
import { iconsExample } from './icons'
import { jsonFormsExamples } from './jsonformsExamples'
import { errorsExample, labelsExample } from './labels'
import { nullableExample } from './nullable'
import { presentationExample } from './presentation'
import { configReadonlyExample, readonlyExample } from './readonly'
import { rulesExample } from './rules'
import { showcaseExample } from './showcase'
import type { Example } from './types'

export type { Example } from './types'

/** Each family's examples, from `plugins/<family>/examples.ts`, by family folder. */
const familyModules = import.meta.glob<{ examples: Example[] }>('../../plugins/*/examples.ts', { eager: true })
const familyOf = (path: string) => /plugins\/([^/]+)\//.exec(path)![1]!

/**
 * The families' examples: families in preset order (`allPlugins`; a folder no preset names comes
 * last), each family's in its own order (`order`, then as listed).
 */
export function familyExamples(modules: Record<string, { examples: Example[] }>, plugins: readonly { name: string }[]): Example[] {
  const rank = (family: string) => {
    const index = plugins.findIndex(plugin => plugin.name === family)
    return index === -1 ? plugins.length : index
  }
  return Object.entries(modules)
    .map(([path, module]) => ({ family: familyOf(path), examples: module.examples }))
    .sort((a, b) => rank(a.family) - rank(b.family) || a.family.localeCompare(b.family))
    .flatMap(({ examples }) => [...examples].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)))
}

/** Examples of what every control shares; they come after the families'. */
const commonExamples: Example[] = [
  readonlyExample,
  configReadonlyExample,
  labelsExample,
  errorsExample,
  nullableExample,
  submitExample,
  conditionalExample,
  externalRefsExample,
  iconsExample,
  presentationExample,
  rulesExample,
  configExample,
  maxDepthExample,
  badInputExample,
  nullDataExample,
  wrongDataTypeExample,
  brokenSchemaExample,
]

/** Every gallery example, in navigation order. The first one opens by default. */
export const examples: readonly Example[] = [
  showcaseExample,
  ...familyExamples(familyModules, allPlugins),
  ...commonExamples,
  ...jsonFormsExamples,
]

export function findExample(id: string | undefined): Example | undefined {
  return examples.find(example => example.id === id)
}
