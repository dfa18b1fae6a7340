import { allPlugins, builderPalettes, collectPalette, withPalettes } from 'nuxt-ui-jsonforms'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { settle } from '../helpers/mountForm'
import { mountBuilder, openTab } from './mountBuilder'

const canvas = () => document.querySelector('[data-testid=builder-canvas]')!
const preview = () => document.querySelector('[data-testid=builder-preview]')!
/** Everything AJV (or anything else) logged as an error or warning while the builder ran. */
function watchConsole(): string[] {
  const logged: string[] = []
  for (const level of ['error', 'warn'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => logged.push(`${level}: ${args.map(String).join(' ').slice(0, 300)}`))
  return logged
}

afterEach(() => vi.restoreAllMocks())

describe('FormBuilder keeps validation on', { timeout: 900_000 }, () => {
  it('with every family\'s palette entry added one after another', async () => {
    const logged = watchConsole()
    await mountBuilder({ storageKey: false })
    const entries = collectPalette(withPalettes(allPlugins, builderPalettes))
    expect(entries.length).toBeGreaterThan(20)
    for (const entry of entries) {
      // Back to the root, so that every entry lands in the form itself; a Category goes into the
      // Categorization added just before it, which is still selected.
      if (entry.id !== 'category') {
        document.querySelector<HTMLElement>('[data-path=""] > div [data-tree-row]')!.click()
        await settle()
      }
      document.querySelector<HTMLElement>(`[data-entry="${entry.id}"]`)!.click()
      await settle()
      expect(document.querySelector('[data-notice="edit"]')?.textContent, entry.id).toBeUndefined()
      expect(canvas().textContent, entry.id).not.toContain('could not be compiled')
      expect(logged, entry.id).toEqual([])
    }
  })

  it('after an import with e-mail and date formats, and reports a bad e-mail', async () => {
    const logged = watchConsole()
    const { builder } = await mountBuilder({ storageKey: false })
    document.querySelector<HTMLElement>('[data-entry="date"]')!.click()
    await settle()
    builder.value!.load({
      schema: { type: 'object', properties: { email: { type: 'string', format: 'email' }, born: { type: 'string', format: 'date' } } },
      data: { email: 'not an address', born: '2000-01-01' },
    })
    await settle()
    expect(canvas().textContent).not.toContain('could not be compiled')
    await openTab('Preview')
    expect(preview().textContent).not.toContain('could not be compiled')
    // As its users meet it: no error before the field is touched; Check touches every field and lists what is wrong.
    expect(preview().textContent).not.toContain('Must be a valid email address')
    document.querySelector<HTMLElement>('[data-testid=builder-check]')!.click()
    await settle()
    expect(preview().textContent).toContain('Must be a valid email address')
    expect(document.querySelector('[data-testid=builder-check-result]')!.textContent).toContain('Email: Must be a valid email address')
    expect(logged).toEqual([])
  })
})
