/**
 * Schemas of the corpus that the form renders with an explanation in place, each with the text of
 * that explanation (a notice or a note naming the schema part). The corpus suite fails when a
 * listed schema renders cleanly, or says something else: this list only ever shrinks.
 */
export const explainedSchemas: Record<string, string> = {}
