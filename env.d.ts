/// <reference types="vite/client" />

/** Supplied by Nuxt (auto-imports) or by Nuxt UI's Vite plugin (its Vue stubs); Nuxt UI's own components import it too. */
declare module '#imports' {
  export function useAppConfig(): unknown
}
