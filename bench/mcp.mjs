// `npm run bench -- --part mcp`: the time `check_form` takes to answer for a form of 500 fields
// (and 2 000), asked through the MCP SDK's client of the built bin over stdio, as an assistant asks.
// Needs `npm run build` first. Prints the first answer and the median and 90th percentile of the next ones.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { median, quantile } from './stats.mjs'

const bin = fileURLToPath(new URL('../dist/src/mcp/cli.js', import.meta.url))
if (!existsSync(bin))
  throw new Error('Run `npm run build` first: the bench asks the built bin.')

/** A form of `size` fields of every common kind, each with an option, in groups of 25; a rule every 50 fields. */
function form(size) {
  const kinds = [
    [{ type: 'string', maxLength: 40 }, { placeholder: 'Text', restrict: true }],
    [{ type: 'integer', minimum: 0 }, { step: 1 }],
    [{ type: 'boolean' }, { toggle: true }],
    [{ type: 'string', enum: ['a', 'b', 'c'] }, { format: 'radio' }],
    [{ type: 'string', format: 'date' }, { clearable: true }],
    [{ type: 'string', format: 'email' }, { leadingIcon: 'i-lucide-mail' }],
  ]
  const properties = {}
  const groups = []
  for (let index = 0; index < size; index++) {
    const [schema, options] = kinds[index % kinds.length]
    properties[`field${index}`] = { ...schema, title: `Field ${index}` }
    if (index % 25 === 0)
      groups.push({ type: 'Group', label: `Group ${groups.length + 1}`, elements: [] })
    const element = { type: 'Control', scope: `#/properties/field${index}`, options }
    if (index % 50 === 49)
      element.rule = { effect: 'HIDE', condition: { scope: '#/properties/field2', schema: { const: true } } }
    groups.at(-1).elements.push(element)
  }
  const data = Object.fromEntries(Object.keys(properties).filter((_, index) => index % 6 === 0).map(name => [name, 'x']))
  return { schema: { type: 'object', properties, required: ['field0'] }, uischema: { type: 'VerticalLayout', elements: groups }, data }
}

const client = new Client({ name: 'bench', version: '0.0.0' })
await client.connect(new StdioClientTransport({ command: process.execPath, args: [bin], stderr: 'ignore' }))
const reps = 30
console.log('check_form, round trip over stdio (ms)')
console.log('| fields | first | median | p90 | elements | problems |')
console.log('|---:|---:|---:|---:|---:|---:|')
for (const size of [500, 2000]) {
  const args = form(size)
  const times = []
  let answer
  for (let rep = 0; rep <= reps; rep++) {
    const start = performance.now()
    answer = await client.callTool({ name: 'check_form', arguments: args })
    times.push(performance.now() - start)
  }
  if (answer.isError)
    throw new Error(answer.content[0].text)
  const [first, ...rest] = times
  const { elements, problems } = answer.structuredContent
  console.log(`| ${size} | ${first.toFixed(0)} | ${median(rest).toFixed(0)} | ${quantile(rest, 0.9).toFixed(0)} | ${elements.length} | ${problems.length} |`)
}
await client.close()
