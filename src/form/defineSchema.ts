import type { JsonSchema } from '@jsonforms/core'

/**
 * A form's schema written in code, returned as it is given (typed as a JSON schema). With the
 * library's Vite plugin or Nuxt module, a call whose argument is a literal — objects, arrays,
 * strings, numbers, booleans and `null`, nothing computed — has its validator compiled when the app
 * is built, as a JSON file imported with `?validator` does:
 *
 * ```ts
 * export const contact = defineSchema({ type: 'object', properties: { name: { type: 'string', minLength: 2 } } })
 * ```
 */
export function defineSchema<S extends JsonSchema>(schema: S): S {
  return schema
}
