/// <reference types="vite/client" />

/** Supplied by Nuxt (auto-imports) or by Nuxt UI's Vite plugin (its Vue stubs); Nuxt UI's own components import it too. */
declare module '#imports' {
  export function useAppConfig(): unknown
}

/** Nuxt UI's select-menu theme (`tv` input), as the app configured it: supplied by Nuxt or by Nuxt UI's Vite plugin. */
declare module '#build/ui/select-menu' {
  const theme: {
    slots: Record<'base' | 'leading' | 'leadingIcon' | 'value' | 'placeholder' | 'trailing' | 'trailingIcon', string>
    variants: Record<'color' | 'variant' | 'size', Record<string, object>> & Record<'loading' | 'highlight' | 'leading' | 'trailing' | 'multiple', { true: object }> & { fieldGroup: Record<'horizontal' | 'vertical', object> }
  }
  export default theme
}

/** A JSON schema imported for its validator compiled at build time (`nuxt-ui-jsonforms/vite`, `/nuxt`). */
declare module '*.json?validator' {
  import type { JsonSchema } from '@jsonforms/core'

  const schema: JsonSchema
  export default schema
}
