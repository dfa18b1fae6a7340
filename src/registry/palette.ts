import type { JsonSchema, UISchemaElement } from '@jsonforms/core'

/** The palette sections the core provides, in the builder's order: a family's own groups go between `input` and `structure`. */
export const coreGroups = ['input', 'structure', 'layout'] as const

/** A palette section: one of `coreGroups`, or a group a family declares (`paletteGroups` of `definePlugin`). */
export type PaletteGroup = typeof coreGroups[number] | (string & {})

/**
 * Something the builder can add, declared by the family that renders it (`palette` of
 * `definePlugin`): a field (a schema property and the Control bound to it) or a container.
 */
export interface PaletteEntry {
  /** Unique across all families, kebab-case: `text`, `select-menu`, `vertical-layout`. Also the stem of a new field's key. */
  id: string
  /** Shown in the palette and as the new field's title: `Text`, `Select menu`. */
  label: string
  group: PaletteGroup
  /** Icon as `i-<set>-<name>`. */
  icon: string
  /** A field: the schema property it creates (without `title`; the builder adds one). */
  property?: JsonSchema
  /** A field: the options of its new Control (`{ multi: true }`, `{ format: 'radio' }`). */
  options?: Record<string, unknown>
  /**
   * A container: the element it creates, with its `elements` (and `label`, where it has one).
   * With a `property`: the element bound to the new field instead of a `Control` (`ListWithDetail`).
   */
  layout?: UISchemaElement
}
