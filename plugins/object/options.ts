import type { UISchemaElement } from '@jsonforms/core'

/**
 * Options of an object field (a sub-form): `type: "object"`, `properties` without a type, or an
 * `allOf` of objects.
 * @docsPage object
 * @inspector object
 */
export interface ObjectOptions {
  /**
   * Rendered inside the card instead of the automatic sub-form. Its scopes are relative to the
   * object (`#/properties/street`). Only an inline element with a `type` string counts; anything
   * else (a string such as `"GENERATE"`, an object without `type`) falls back to a UI schema
   * registered for the object (`uischemas` of `<JsonForms>`), then to the automatic sub-form.
   * @docType UI-schema element
   */
  detail?: UISchemaElement
}
