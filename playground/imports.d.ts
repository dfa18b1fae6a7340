/** What the playground uses of Nuxt UI's `#imports` stubs (the colour mode its ColorModeButton also uses). */
declare module '#imports' {
  export function useColorMode(): { preference: string, readonly value: string }
}
