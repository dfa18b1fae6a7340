import type { UISchemaElement } from '@jsonforms/core'

/**
 * Options of an array control (repeatable cards, or one input per item for an array of
 * primitives) and of the `ListWithDetail` element.
 * @docsPage array
 * @inspector array list-with-detail table
 */
export interface ArrayOptions {
  /**
   * Shows *Move up* / *Move down* buttons on each item; the first item's *Move up* and the last
   * item's *Move down* are disabled.
   * @title Sort buttons
   * @summary Show Move up / Move down buttons on each item.
   */
  showSortButtons?: boolean
  /**
   * Dot path inside an item (`name`, or deep: `name.first`) of the value that titles the item's
   * card and names its buttons. An `enum` value is translated like the field shows it, a `oneOf`
   * `const` shows its `title`. Without it, or while the value is empty, items are titled *Item 1*,
   * *Item 2*, ...
   * @title Item title property
   * @summary Dot path inside an item (name, name.first) of the value that titles it; "Item 1", "Item 2", ... when unset.
   */
  elementLabelProp?: string
  /**
   * The element rendered for each item, scopes relative to the item (`#/properties/name`).
   * Anything but an inline element with a `type` string falls back to a UI schema registered for
   * the item schema (`uischemas` of `<JsonForms>`), then to a generated `VerticalLayout`.
   * @docType UI-schema element
   */
  detail?: UISchemaElement
  /**
   * `"table"` shows an array of flat objects (every property a string, number, integer, boolean
   * or enum) as a table: one row per item, one column per property, each cell the property's own
   * control, with the same Add, Remove (with Undo) and sort buttons. Items of any other shape keep
   * the cards.
   * @defaultValue `"list"`
   * @title Layout
   * @summary table shows an array of flat objects as an editable table; list as cards.
   */
  layout?: 'list' | 'table'
}
