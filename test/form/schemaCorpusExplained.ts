/**
 * Schemas of the corpus that the form renders with an explanation in place, each with (part of)
 * the text of that explanation: a notice or a note naming the schema part. The corpus suite fails
 * when a listed schema renders cleanly or says something else: this list only ever shrinks.
 */
export const explainedSchemas: Record<string, string> = {
  // A document no package ships (lerna's changelog options, of a version its spec package never
  // published): the form never fetches a `$ref` to another file.
  'lerna/schemas/lerna-schema.json': 'can\'t resolve reference https://raw.githubusercontent.com/conventional-changelog/conventional-changelog-config-spec/master/versions/2.2.0/schema.json',
  // Options of a generator that takes none.
  '@nx/js/dist/src/generators/typescript-sync/schema.json': 'names no `properties` this form could show as fields',
  '@nx/workspace/dist/src/generators/convert-to-monorepo/schema.json': 'names no `properties` this form could show as fields',
}

/**
 * Schemas of the corpus with a problem nothing on the page explains yet, each with the reason. The
 * suite fails when a listed schema has none any more: this list only ever shrinks.
 */
export const pendingSchemas: Record<string, string> = {}
