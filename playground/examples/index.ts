import { badInputExample, nullDataExample } from './badInput'
import { booleanExample } from './boolean'
import { brokenSchemaExample, wrongDataTypeExample } from './formLevel'
import { configExample } from './config'
import { iconsExample } from './icons'
import { errorsExample, labelsExample } from './labels'
import { layoutsExample } from './layouts'
import { numberExample } from './number'
import { passwordExample } from './password'
import { presentationExample } from './presentation'
import { configReadonlyExample, readonlyExample } from './readonly'
import { rulesExample } from './rules'
import { textExample } from './text'
import { textareaExample } from './textarea'
import type { Example } from './types'

export type { Example } from './types'

/** Every gallery example, in navigation order. The first one opens by default. */
export const examples: readonly Example[] = [
  textExample,
  textareaExample,
  passwordExample,
  numberExample,
  booleanExample,
  readonlyExample,
  configReadonlyExample,
  labelsExample,
  errorsExample,
  iconsExample,
  presentationExample,
  rulesExample,
  layoutsExample,
  configExample,
  badInputExample,
  nullDataExample,
  wrongDataTypeExample,
  brokenSchemaExample,
]

export function findExample(id: string | undefined): Example | undefined {
  return examples.find(example => example.id === id)
}
