import type { JsonSchema, RankedTester } from '@jsonforms/core'
import type { FormatCheck } from '../../registry/types'

/** A renderer entry as the registry ranks it: its name and tester, without its component. */
export interface RankedEntry {
  name: string
  tester: RankedTester
}

/** A family as the registry ranks it: `RendererPlugin` without components, styles or palette. */
export interface RankedFamily {
  name: string
  entries: readonly RankedEntry[]
  formats?: Readonly<Record<string, FormatCheck>>
}

/** The JSON Schema of an entry's options, as generated from the option types (`x-json`: any JSON value). */
export type OptionSchema = JsonSchema & { 'x-json'?: boolean, 'x-ignoresCommon'?: string[] }

/**
 * What the form tools know of the renderers, handed to the server by the presets (the core never
 * imports a family): the families of `uiRenderers` and of `allRenderers` in registry order, and
 * family → entry → option schema, generated from the option types.
 */
export interface FormKnowledge {
  uiFamilies: readonly RankedFamily[]
  allFamilies: readonly RankedFamily[]
  optionSchemas: Readonly<Record<string, Readonly<Record<string, OptionSchema>>>>
  /**
   * The entries (`family/entry`) that draw their element's `options.detail` UI schema as a
   * sub-form: of the object itself (`object`), or of each item of the array (`items`).
   */
  subForms?: Readonly<Record<string, 'object' | 'items'>>
}

/** The family that takes an element nobody else does, with its explained placeholder. */
export const UNKNOWN_FAMILY = 'unknown'
