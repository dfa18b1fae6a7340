/**
 * Keywords whose value maps names to schemas. Their keys are names, not keywords: a property may be
 * called `default`, `enum` or `const`, and its schema is walked like any other.
 */
export const schemaMapKeywords = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas'])
