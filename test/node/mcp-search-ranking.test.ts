import { expect, it } from 'vitest'
import { useDocsSession } from './helpers/docsSession'

const session = useDocsSession()

/** Questions a user would ask about real options and setup steps, and the page that answers. */
const QUERIES: [query: string, page: string][] = [
  ['hide errors until the field is touched', 'common-options'],
  ['keep the value when a HIDE rule hides the control', 'common-options'],
  ['icon placement inside or outside the widget', 'common-options'],
  ['autofocus on mount', 'common-options'],
  ['show the description even when the field is not focused', 'common-options'],
  ['enforce maxLength and show a character counter', 'text'],
  ['maximum height of the textarea in rows', 'text'],
  ['show password button', 'text'],
  ['render a switch instead of a checkbox', 'boolean'],
  ['step of the increment buttons for an integer', 'number'],
  ['horizontal row that stacks on small screens', 'layouts'],
  ['override theme classes with the styles injection', 'styling'],
  ['spread props onto the Nuxt UI component, precedence over computed props', 'pass-through'],
  ['load a renderer lazily with import on first use', 'renderer-sets'],
  ['register my own renderer with a higher rank', 'renderer-sets'],
  ['classes in the DOM but no styling, tailwind source', 'integration'],
  ['clear the stale pre-bundle cache after an upgrade', 'integration'],
  ['Adding different instances of a keyed plugin', 'getting-started'],
  ['register the MCP server in Claude or VS Code', 'mcp'],
  ['enableFilterErrorsBeforeTouch', 'common-options'],
]

it.each(QUERIES)('"%s" ranks the %s page first', async (query, page) => {
  const result = await session.docs.call('search_docs', { query, limit: 3 })
  const { results } = result.structuredContent as { results: { url: string }[] }
  expect(results[0]?.url).toBe(`${session.world.docs.origin}/en/guide/${page}.md`)
})
