/// <reference types="vite/client" />

/** Supplied by Nuxt (auto-imports) or by Nuxt UI's Vite plugin (its Vue stubs); Nuxt UI's own components import it too. */
declare module '#imports' {
  export function useAppConfig(): unknown
}

/** A JSON schema imported for its validator compiled at build time (`nuxt-ui-jsonforms/vite`, `/nuxt`). */
declare module '*.json?validator' {
  import type { JsonSchema } from '@jsonforms/core'

  const schema: JsonSchema
  export default schema
}
