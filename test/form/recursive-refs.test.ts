import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import type { CorpusSchema } from '../../scripts/build-schema-corpus'
import { mountJsonForm } from '../helpers/mountJsonForm'

/**
 * Renovate's configuration schema (from the schema corpus): 386 root properties, about 136 of
 * them `{ "$ref": "#" }` (a manager's configuration is a whole configuration again). Each such
 * member stays folded behind its "Add" button until the user opens it; opened, it shows the root's
 * fields for that member, and its own members wait folded in turn.
 */
const corpus = JSON.parse(readFileSync(join(process.cwd(), 'test/fixtures/schema-corpus.json'), 'utf8')) as CorpusSchema[]
const renovate = corpus.find(entry => entry.source === 'renovate')!
const schema = renovate.schema as { properties: Record<string, { $ref?: string }> }
const members = Object.keys(schema.properties).filter(name => schema.properties[name]!.$ref === '#')

type Data = Record<string, Record<string, unknown> | undefined>

describe('a schema whose members refer back to its root (renovate)', () => {
  it('mounts every member folded, opens one on demand, and edits a field inside it', async () => {
    const { wrapper, data } = await mountJsonForm(undefined, { schema })
    const folded = () => wrapper.findAll('[data-testid="object-card"] span').filter(note => note.text() === 'Not filled in yet.')
    expect(members.length).toBeGreaterThan(100)
    expect(folded()).toHaveLength(members.length)
    const ansible = wrapper.get('[data-path="ansible"]')
    expect(ansible.findAll('input')).toEqual([])
    expect(wrapper.find('input[name="branchPrefix"]').exists()).toBe(true)

    await ansible.get('button').trigger('click')
    await vi.waitFor(() => expect(ansible.find('input[name="ansible.branchPrefix"]').exists()).toBe(true))
    // Its own members wait folded below it; the other members of the root are still folded.
    expect(folded()).toHaveLength(2 * members.length - 1)

    await ansible.get('input[name="ansible.branchPrefix"]').setValue('deps/')
    await vi.waitFor(() => expect((data.value as Data).ansible?.branchPrefix).toBe('deps/'))
    expect((data.value as Data)['ansible-galaxy']).toBeUndefined()
  })
})

describe('a member that refers back to the root', () => {
  it('is named by its own title or key, not by the whole form\'s title', async () => {
    const schema = {
      title: 'Settings of the whole form',
      type: 'object',
      properties: { name: { type: 'string' }, child: { $ref: '#' }, named: { $ref: '#', title: 'Named copy' } },
    }
    const { wrapper } = await mountJsonForm(undefined, { schema })
    const header = (path: string) => wrapper.get(`[data-path="${path}"] [data-testid="object-card"]`).text()
    expect(header('child')).toContain('Child')
    expect(header('named')).toContain('Named copy')
    expect(wrapper.text()).not.toContain('Settings of the whole form')
  })
})

describe('a folded member\'s Add button', () => {
  const schema = { type: 'object', properties: { name: { type: 'string' }, child: { $ref: '#' } } }

  it('is a native button named after the member, in the object.add theme part, that a read-only form locks', async () => {
    const { wrapper, data } = await mountJsonForm(undefined, { schema, config: { styles: { object: { add: 'host-add' } } } })
    const add = wrapper.get('[data-path="child"] [data-action="unfold"]')
    expect(add.element.tagName).toBe('BUTTON')
    expect(add.attributes('type')).toBe('button')
    expect(add.text()).toBe('Add Child')
    expect(add.classes()).toEqual(['host-add'])
    await add.trigger('click')
    await vi.waitFor(() => expect((data.value as Data).child).toEqual({}))

    const locked = await mountJsonForm(undefined, { schema, readonly: true })
    expect(locked.wrapper.get('[data-path="child"] [data-action="unfold"]').attributes('disabled')).toBeDefined()
  })
})

