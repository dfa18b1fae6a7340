import type { UISchemaElement } from '@jsonforms/core'

/**
 * Options of an object field (a sub-form): `type: "object"`, `properties` without a type, or an
 * `allOf` of objects.
 * @docsPage object
 */
export interface ObjectOptions {
  /**
   * The UI-schema element (a layout or a control) rendered inside the card instead of the
   * automatic one; its scopes are relative to the object (`#/properties/street`). Anything but an
   * inline element with a `type` string falls back to a UI schema registered for the object
   * (`uischemas` of `<JsonForms>`), then to the automatic one.
   */
  detail?: UISchemaElement
}
