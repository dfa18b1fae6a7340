/**
 * lodash's `isEmpty`, as `@jsonforms/core` calls it (integration rule 7) and as the kit's schema
 * testers call it: es-toolkit's lodash-compatible `isEmpty`, except that a plain object is found
 * non-empty at its first own key. es-toolkit lists every key first (`Object.keys`), and JSON Forms
 * asks this of a form's `properties` each time it resolves a scope: for a form of 500 fields, an
 * array of 500 names per question, megabytes per mount.
 */
import compatIsEmpty from 'es-toolkit/compat/isEmpty'

export default function isEmpty(value?: unknown): boolean {
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    for (const key in value) {
      if (Object.hasOwn(value, key))
        return false
    }
    return true
  }
  return compatIsEmpty(value)
}
