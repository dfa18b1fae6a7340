/**
 * A name for a control whose label is hidden or empty (a UI schema with `label: false`, a Control
 * on the root scope): its property name in words, e.g. `dueDate` → "Due date"; `undefined` when
 * the path names no property. Screen readers read it; it is never shown.
 */
export function propertyName(path: string): string | undefined {
  const property = path.split('.').filter(segment => segment && !/^\d+$/.test(segment)).pop()
  if (!property)
    return undefined
  const words = property.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : undefined
}
