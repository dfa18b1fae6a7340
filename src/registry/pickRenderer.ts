import type { JsonFormsRendererRegistryEntry, JsonSchema, TesterContext, UISchemaElement } from '@jsonforms/core'
import type { Component } from 'vue'

/** The entry with the highest rank for this element, or `undefined` when every tester says -1. */
export function pickRenderer(
  entries: readonly JsonFormsRendererRegistryEntry[],
  uischema: UISchemaElement,
  schema: JsonSchema,
  context: TesterContext,
): Component | undefined {
  let best: JsonFormsRendererRegistryEntry | undefined
  let bestRank = -1
  for (const entry of entries) {
    const rank = entry.tester(uischema, schema, context)
    if (rank > bestRank) {
      best = entry
      bestRank = rank
    }
  }
  return best?.renderer as Component | undefined
}
