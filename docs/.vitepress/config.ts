import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitepress'
import { groupBySection, readGuidePages } from './llms/pages'
import { DOCS_ORIGIN, SITE } from './llms/site'
import { writeLlmsOutputs } from './llms/write'
import { copyPlayground } from './playground'

const docsDir = fileURLToPath(new URL('..', import.meta.url))
const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const pages = readGuidePages(docsDir)

/** The English docs site; the sidebar and the llms outputs both come from `en/guide/*.md`. */
export default defineConfig({
  lang: 'en-US',
  title: SITE.title,
  description: SITE.summary,
  head: [
    // Without an icon the browser asks for /favicon.ico and logs its 404 on every page.
    ['link', { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }],
    ['link', { rel: 'alternate', type: 'text/plain', href: '/llms.txt', title: 'llms.txt' }],
  ],
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/en/guide/getting-started' },
      // The playground is not a VitePress page: `_self` makes the router load it for real.
      { text: 'Gallery', link: '/playground/index.html', target: '_self' },
      { text: 'Builder', link: '/playground/index.html#/builder', target: '_self' },
      { text: 'llms.txt', link: '/llms.txt', target: '_self' },
    ],
    sidebar: {
      '/en/guide/': groupBySection(pages).map(({ section, pages: items }) => ({
        text: section,
        items: items.map(p => ({ text: p.title, link: p.path })),
      })),
    },
    search: { provider: 'local' },
    outline: [2, 3],
  },
  buildEnd(siteConfig) {
    writeLlmsOutputs(siteConfig.srcDir, siteConfig.outDir, DOCS_ORIGIN)
    copyPlayground(repoRoot, siteConfig.outDir)
  },
})
