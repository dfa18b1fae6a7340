import { readFileSync } from 'node:fs'
import { it } from 'vitest'
import { mountJsonForm } from '../helpers/mountJsonForm'
import { waitForChunks } from 'nuxt-ui-jsonforms/testing'

const corpus = JSON.parse(readFileSync('test/fixtures/schema-corpus.json', 'utf8')) as { id: string, schema: object }[]
it('one', async () => {
  const entry = corpus.find(e => e.id === process.env.ID)!
  const t0 = performance.now()
  const { wrapper } = await mountJsonForm(undefined, { schema: entry.schema })
  const t1 = performance.now()
  await waitForChunks()
  const t2 = performance.now()
  console.log('TIMES', Math.round(t1 - t0), Math.round(t2 - t1), 'elements', wrapper.findAll('*').length, 'paths', wrapper.findAll('[data-path]').length, 'variants', wrapper.findAll('[data-testid="combinator-variant"]').length)
}, 600000)
