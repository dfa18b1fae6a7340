import { badInputExample, nullDataExample } from './badInput'
import { brokenSchemaExample, wrongDataTypeExample } from './formLevel'
import { configExample } from './config'
import { iconsExample } from './icons'
import { jsonFormsExamples } from './jsonformsExamples'
import { errorsExample, labelsExample } from './labels'
import { presentationExample } from './presentation'
import { configReadonlyExample, readonlyExample } from './readonly'
import { rulesExample } from './rules'
import { showcaseExample } from './showcase'
import type { Example } from './types'

export type { Example } from './types'

/** Each family's examples, from `plugins/<family>/examples.ts`. */
const familyModules = import.meta.glob<{ examples: Example[] }>('../../plugins/*/examples.ts', { eager: true })

/** Examples of what every control shares; they come after the families'. */
const commonExamples: Example[] = [
  readonlyExample,
  configReadonlyExample,
  labelsExample,
  errorsExample,
  iconsExample,
  presentationExample,
  rulesExample,
  configExample,
  badInputExample,
  nullDataExample,
  wrongDataTypeExample,
  brokenSchemaExample,
].map((example, index) => ({ order: 100 + index, ...example }))

/** Every gallery example, in navigation order. The first one opens by default. */
export const examples: readonly Example[] = [
  showcaseExample,
  ...Object.values(familyModules).flatMap(module => module.examples),
  ...commonExamples,
  ...jsonFormsExamples,
].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))

export function findExample(id: string | undefined): Example | undefined {
  return examples.find(example => example.id === id)
}
