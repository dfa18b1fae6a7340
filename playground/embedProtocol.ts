/**
 * The messages between a documentation page and the playground it embeds (`index.html?embed`),
 * shared by both sides. They only travel between windows of the same origin: the docs site serves
 * the built playground under `/playground/`.
 */
export type EmbedTheme = 'light' | 'dark'

/** Playground → page: the height its content needs, and the theme it shows (so that the page can correct it). */
export interface EmbedSizeMessage {
  type: 'nuxt-ui-jsonforms:embed-size'
  height: number
  theme: EmbedTheme
}

/** Page → playground: follow the site's light or dark theme. */
export interface EmbedThemeMessage {
  type: 'nuxt-ui-jsonforms:embed-theme'
  theme: EmbedTheme
}

/** The query parameter that gives the embedded playground its first theme, before any message. */
export const embedThemeParam = 'theme'

export function isEmbedTheme(value: unknown): value is EmbedTheme {
  return value === 'light' || value === 'dark'
}

export function isEmbedSizeMessage(value: unknown): value is EmbedSizeMessage {
  const message = value as Partial<EmbedSizeMessage> | null
  return message?.type === 'nuxt-ui-jsonforms:embed-size' && typeof message.height === 'number' && isEmbedTheme(message.theme)
}

export function isEmbedThemeMessage(value: unknown): value is EmbedThemeMessage {
  const message = value as Partial<EmbedThemeMessage> | null
  return message?.type === 'nuxt-ui-jsonforms:embed-theme' && isEmbedTheme(message.theme)
}
