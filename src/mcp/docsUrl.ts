import type { DocsConfig } from './config'

/**
 * Resolves a link found in the docs against `baseUrl`. Links to the published origin are moved to
 * `baseUrl`, so that a local preview of a production build hands out local URLs.
 */
export function resolveDocsLink(link: string, config: Pick<DocsConfig, 'baseUrl' | 'publishedOrigin'>): string {
  const published = `${config.publishedOrigin}/`
  const url = new URL(link, `${config.baseUrl}/`).href
  return url.startsWith(published) ? `${config.baseUrl}/${url.slice(published.length)}` : url
}
