import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type DocsWorld, startDocsWorld } from './helpers/docsWorld'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> }
const bin = join(ROOT, pkg.bin['nuxt-ui-jsonforms-mcp']!)

let world: DocsWorld
let client: Client
let stderr = ''

beforeAll(async () => {
  if (!existsSync(bin))
    await promisify(execFile)('npm', ['run', 'build'], { cwd: ROOT })
  world = await startDocsWorld()
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bin],
    env: { PATH: process.env.PATH ?? '', DOCS_BASE_URL: world.docs.origin },
    stderr: 'pipe',
  })
  transport.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString() })
  client = new Client({ name: 'bin-test', version: '0.0.0' })
  await client.connect(transport)
})

afterAll(async () => {
  await client?.close()
  await world?.close()
})

it('runs the built bin over stdio and lists the docs and form tools', async () => {
  const { tools } = await client.listTools()
  expect(tools.map(t => t.name).sort()).toEqual(['check_form', 'fetch_docs', 'generate_uischema', 'list_doc_sources', 'list_options', 'search_docs'])
  expect(client.getServerVersion()?.name).toBe('nuxt-ui-jsonforms-docs')
})

it('reads the docs from DOCS_BASE_URL and logs to stderr', async () => {
  const result = await client.callTool({ name: 'list_doc_sources', arguments: {} })
  expect(result.isError).toBeFalsy()
  expect((result.structuredContent as { source: string }).source).toBe(`${world.docs.origin}/llms.txt`)
  expect(stderr).toContain(`serving docs from ${world.docs.origin}`)
})
