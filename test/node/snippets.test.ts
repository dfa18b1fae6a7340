import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { appsOf, codeBlocks, installArguments, section, shellLanguages } from '../integration/snippets'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')
const readme = read('README.md')
const guide = read('docs/en/guide/getting-started.md')
const formsGuide = read('docs/en/guide/forms.md')

/** The sections a new user copies from, file by file. */
const typedSections = [
  ['README.md', readme, 'Quick start — Vite'],
  ['README.md', readme, 'Quick start — Nuxt'],
  ['getting-started.md', guide, 'Vite host'],
  ['getting-started.md', guide, 'Nuxt host'],
  ['getting-started.md', guide, 'Schemas that cannot be compiled'],
  ['getting-started.md', guide, 'Other documents'],
  ['forms.md', formsGuide, 'Validating on the server'],
] as const

describe('snippets a user types', () => {
  for (const [page, markdown, heading] of typedSections) {
    it(`${page} "${heading}": every code block is a command or names the file it goes in`, () => {
      const blocks = codeBlocks(section(markdown, heading))
      expect(blocks.length).toBeGreaterThan(0)
      const unnamed = blocks.filter(block => !shellLanguages.has(block.lang) && !block.file).map(block => block.code.split('\n')[0])
      expect(unnamed).toEqual([])
    })
  }

  it('the Vite quick start is one app: config, entry with app.use(ui), the stylesheet it imports, App.vue', () => {
    const blocks = codeBlocks(section(readme, 'Quick start — Vite'))
    const [app, ...others] = appsOf(blocks)
    expect(others).toEqual([])
    expect(Object.keys(app).sort()).toEqual(['src/App.vue', 'src/main.css', 'src/main.ts', 'vite.config.ts'])
    expect(app['src/main.ts']).toContain(".use(ui)")
    expect(app['src/main.ts']).toContain("import './main.css'")
    expect(installArguments(blocks)).toContain('nuxt-ui-jsonforms')
  })
})

describe('forms.md "Validating on the server"', () => {
  // The Nuxt fixture app holds these files as they are typed; the integration suite builds it and
  // submits its contact form to its Nitro route (test/integration/contactPage.ts).
  it('is the Nuxt fixture\'s schema, server route and page, as they are typed', () => {
    const [app, ...others] = appsOf(codeBlocks(section(formsGuide, 'Validating on the server')))
    expect(others).toEqual([])
    expect(Object.keys(app)).toEqual(['shared/contact.ts', 'server/api/contact.post.ts', 'app/pages/contact.vue'])
    for (const [file, code] of Object.entries(app))
      expect(code, file).toBe(read(`test/fixtures/nuxt-app/${file}`))
  })
})

describe('the snippet reader', () => {
  const page = [
    '## Setup',
    '',
    '1. Install:',
    '',
    '   ```sh',
    '   npm i a b',
    '   ```',
    '',
    '2. Config:',
    '',
    '   ```ts',
    '   // vite.config.ts',
    '   export default {}',
    '   ```',
    '',
    '```vue [src/App.vue]',
    '<template><p /></template>',
    '```',
    '',
    '```vue',
    '<!-- src/App.vue -->',
    '<template><div /></template>',
    '```',
    '',
    '```css',
    '@import "tailwindcss";',
    '```',
    '',
    '## Next',
    '```ts',
    '// other.ts',
    '```',
  ].join('\n')

  it('reads blocks inside list items, their file from the first line or the fence title, and stops at the next section', () => {
    const blocks = codeBlocks(section(page, 'Setup'))
    expect(blocks.map(block => [block.lang, block.file])).toEqual([['sh', undefined], ['ts', 'vite.config.ts'], ['vue', 'src/App.vue'], ['vue', 'src/App.vue'], ['css', undefined]])
    expect(blocks[1].code).toBe('// vite.config.ts\nexport default {}\n')
    expect(installArguments(blocks)).toEqual(['i', 'a', 'b'])
  })

  it('starts a new app when a file is written again, keeping the files before it', () => {
    const apps = appsOf(codeBlocks(section(page, 'Setup')))
    expect(apps.map(app => Object.keys(app))).toEqual([['vite.config.ts', 'src/App.vue'], ['vite.config.ts', 'src/App.vue']])
    expect(apps[1]['src/App.vue']).toContain('<div />')
  })

  it('refuses a section that is not there', () => {
    expect(() => section(page, 'Missing')).toThrow('no "## Missing" section')
  })
})
