import type { UISchemaElement } from '@jsonforms/core'

/**
 * Options of an array control (repeatable cards, or one input per item for an array of
 * primitives) and of the `ListWithDetail` element.
 * @docsPage array
 */
export interface ArrayOptions {
  /** Show "Move up" / "Move down" buttons on each item (disabled at the ends of the list). */
  showSortButtons?: boolean
  /**
   * Dot path inside an item (`name`, `name.first`) of the value that titles the item; an enum or
   * `oneOf` value shows its translated label. Without it, or while the value is empty, items are
   * titled "Item 1", "Item 2", ...
   */
  elementLabelProp?: string
  /**
   * The UI-schema element rendered for each item, with scopes relative to the item
   * (`#/properties/name`). Anything but an inline element with a `type` string falls back to a UI
   * schema registered for the item schema (`uischemas` of `<JsonForms>`), then to a generated one.
   */
  detail?: UISchemaElement
}
