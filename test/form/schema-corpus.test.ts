import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { CorpusSchema } from '../../scripts/build-schema-corpus'
import { mountJsonForm } from '../helpers/mountJsonForm'
import { waitForChunks } from 'nuxt-ui-jsonforms/testing'
import { explainedSchemas, pendingSchemas } from './schemaCorpusExplained'

/**
 * Every schema of the corpus (`npm run corpus:build`: schemas shipped in npm packages, which nobody
 * on the project wrote) mounted with `<JsonForm>` and no data, as an application shows a new
 * configuration form; with the other documents its `$ref`s name that the packages ship as
 * `schemas`, as an application that ships those files hands them over. Clean: no throw, no console output, no unexplained placeholder, not empty.
 * Explained: what the form does not render it says so in place (a notice or a note naming the part).
 */
const corpus = JSON.parse(readFileSync(join(process.cwd(), 'test/fixtures/schema-corpus.json'), 'utf8')) as CorpusSchema[]

/** What a user can operate: the form is not empty. */
const operable = 'input, textarea, button, select, [role="combobox"], [role="switch"], [role="checkbox"], [role="radio"], [role="slider"]'

interface Outcome {
  /** Problems nothing on the page explains. */
  bare: string[]
  /** The explanations the page shows. */
  explained: string[]
}

async function outcomeOf(entry: CorpusSchema): Promise<Outcome> {
  const bare: string[] = []
  const logged: string[] = []
  const log = (kind: string) => (...args: unknown[]) => { logged.push(`console.${kind}: ${args.map(String).join(' ').slice(0, 300)}`) }
  const spies = [vi.spyOn(console, 'error').mockImplementation(log('error')), vi.spyOn(console, 'warn').mockImplementation(log('warn'))]
  let explained: string[] = []
  try {
    const schemas = entry.schemas && Object.fromEntries(entry.schemas.map(document => [document.uri, document.schema]))
    const { wrapper } = await mountJsonForm(undefined, { schema: entry.schema, schemas })
    await waitForChunks()
    explained = [...wrapper.findAll('[data-testid="form-notice"], [data-testid="unrendered-element"]')].map(note => note.text())
    if (/No applicable renderer found/i.test(wrapper.text()))
      bare.push('"No applicable renderer found" on the page')
    if (!explained.length && !wrapper.find(operable).exists())
      bare.push('the form is empty')
    wrapper.unmount()
  }
  catch (thrown) {
    bare.push(`threw: ${thrown instanceof Error ? thrown.message : String(thrown)}`)
  }
  finally {
    spies.forEach(spy => spy.mockRestore())
  }
  return { bare: [...bare, ...logged], explained }
}

describe('schema corpus', () => {
  const counts = { clean: 0, explained: 0, bare: 0 }
  afterAll(() => {
    // eslint-disable-next-line no-console -- the suite reports its count
    console.log(`schema corpus: ${counts.clean}/${corpus.length} clean, ${counts.explained} explained, ${counts.bare} bare`)
  })

  it('holds at least 150 schemas, each with its package and version', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150)
    expect(corpus.filter(entry => !entry.source || !/^\d+\.\d+\.\d+/.test(entry.version))).toEqual([])
  })

  it('knows every schema it lists as explained or pending', () => {
    const ids = new Set(corpus.map(entry => entry.id))
    expect([...Object.keys(explainedSchemas), ...Object.keys(pendingSchemas)].filter(id => !ids.has(id))).toEqual([])
  })

  it.each(corpus.map(entry => [entry.id, entry] as const))('%s', async (id, entry) => {
    const { bare, explained } = await outcomeOf(entry)
    counts[bare.length ? 'bare' : explained.length ? 'explained' : 'clean']++
    if (id in pendingSchemas) {
      expect(bare, `${id} has no bare problem now: remove it from pendingSchemas`).not.toEqual([])
      return
    }
    expect(bare).toEqual([])
    const expected = explainedSchemas[id]
    if (expected === undefined) {
      expect(explained, `${id} explains a part it does not render`).toEqual([])
      return
    }
    // A listed schema that now renders cleanly must leave the list: the list only shrinks.
    expect(explained.join('\n'), `${id}: update schemaCorpusExplained.ts`).toContain(expected)
  })
})
