import { describe, expect, it } from 'vitest'
import { type MountedForm, control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { layoutsPlugin, numberPlugin, textPlugin } from 'nuxt-ui-jsonforms'
import { ratingPlugin } from '..'
import { examples } from '../examples'
import { positiveNumber } from 'nuxt-ui-jsonforms/kit'
import { resolveRatingClearable, resolveRatingLength } from '../rating'

type Form = MountedForm

// Forms left mounted keep reacting after the DOM is cleared: each one is unmounted after its test,
// or earlier by `unmount(form)`.
const mountForm = mountWith([layoutsPlugin, ratingPlugin, textPlugin, numberPlugin])
const unmount = (form: Form) => form.unmount()

const schema = (required: string[] = []) => objectSchema({
  stars: { type: 'integer', title: 'Stars', minimum: 1, maximum: 10 },
  score: { type: 'number', title: 'Score' },
  name: { type: 'string', title: 'Name' },
}, required)
const rate = (path: string, options: Record<string, unknown> = {}) => control(path, { format: 'rating', ...options })
const items = (form: Form, path: string) => form.wrapper.findAll(`[data-path="${path}"] [role="radio"]`)
async function clickStep(form: Form, path: string, step: number) {
  await form.wrapper.find(`[data-path="${path}"] [aria-label^="Rate ${step} out of"]`).trigger('click')
  await settle()
}

describe('rating helpers', () => {
  it('take length from the option, then the schema maximum, then 5; clearable from the option, then optional', () => {
    expect(resolveRatingLength(3, { maximum: 10 })).toBe(3)
    expect(resolveRatingLength(undefined, { maximum: 10 })).toBe(10)
    expect(resolveRatingLength(undefined, { maximum: 4.5 })).toBe(5)
    expect(resolveRatingLength(0, {})).toBe(5)
    expect(resolveRatingClearable(undefined, false)).toBe(true)
    expect(resolveRatingClearable(undefined, true)).toBe(false)
    expect(resolveRatingClearable(true, true)).toBe(true)
    expect(positiveNumber('3')).toBeUndefined()
    expect(positiveNumber(0)).toBeUndefined()
    expect(positiveNumber(2.5)).toBe(2.5)
  })
})

describe('rating field (UInputRating)', () => {
  it('renders for format "rating" only, with length from the schema maximum, else 5', async () => {
    const form = await mountForm({ schema: schema(), uischema: { type: 'VerticalLayout', elements: [rate('stars'), rate('score'), control('name', { format: 'rating' })] } as never, data: {} })
    expect(items(form, 'stars')).toHaveLength(10)
    expect(items(form, 'score')).toHaveLength(5)
    expect(items(form, 'name')).toHaveLength(0)
    unmount(form)
    const plain = await mountForm({ schema: schema(), uischema: control('stars'), data: {} })
    expect(items(plain, 'stars')).toHaveLength(0)
  })

  it('takes the length option over the schema maximum, and is labelled by the field', async () => {
    const form = await mountForm({ schema: schema(), uischema: rate('stars', { length: 3 }), data: {} })
    expect(items(form, 'stars')).toHaveLength(3)
    expect(form.wrapper.find('[data-path="stars"] [role="radiogroup"]').attributes('aria-label')).toBe('Stars')
  })

  it('stores the clicked rating as a number and shows it as a label', async () => {
    const form = await mountForm({ schema: schema(), uischema: rate('score'), data: {} })
    expect(form.wrapper.find('[data-testid="rating-value"]').text()).toBe('Not rated')
    await clickStep(form, 'score', 4)
    expect(form.data.value).toEqual({ score: 4 })
    expect(form.wrapper.find('[data-testid="rating-value"]').text()).toBe('4/5')
    await clickStep(form, 'score', 2)
    expect(form.data.value).toEqual({ score: 2 })
  })

  it('clears on a click on the current rating when the field is optional (default)', async () => {
    const form = await mountForm({ schema: schema(), uischema: rate('score'), data: { score: 3 } })
    await clickStep(form, 'score', 3)
    expect(form.data.value).toEqual({})
    expect(form.wrapper.find('[data-testid="rating-value"]').text()).toBe('Not rated')
  })

  it('does not clear a required field by default, unless clearable: true', async () => {
    const required = await mountForm({ schema: schema(['score']), uischema: rate('score'), data: { score: 3 } })
    await clickStep(required, 'score', 3)
    expect(required.data.value).toEqual({ score: 3 })
    unmount(required)
    const forced = await mountForm({ schema: schema(['score']), uischema: rate('score', { clearable: true }), data: { score: 3 } })
    await clickStep(forced, 'score', 3)
    expect(forced.data.value).toEqual({})
    unmount(forced)
    const off = await mountForm({ schema: schema(), uischema: rate('score', { clearable: false }), data: { score: 3 } })
    await clickStep(off, 'score', 3)
    expect(off.data.value).toEqual({ score: 3 })
  })

  it('hides the numeric label with hideValue', async () => {
    const form = await mountForm({ schema: schema(), uischema: rate('score', { hideValue: true }), data: { score: 2 } })
    expect(form.wrapper.find('[data-testid="rating-value"]').exists()).toBe(false)
    expect(items(form, 'score').filter(item => item.attributes('data-state') === 'active')).toHaveLength(2)
  })

  it('draws the icon and emptyIcon options, the app-config star otherwise', async () => {
    const form = await mountForm({ schema: schema(), uischema: rate('score', { icon: 'i-lucide-check', emptyIcon: 'i-lucide-minus' }), data: { score: 1 } })
    const rating = form.wrapper.findComponent({ name: 'InputRating' })
    expect(rating.props('icon')).toBe('i-lucide-check')
    expect(rating.props('emptyIcon')).toBe('i-lucide-minus')
    unmount(form)
    const plain = await mountForm({ schema: schema(), uischema: rate('score'), data: {} })
    expect(plain.wrapper.findComponent({ name: 'InputRating' }).props('icon')).toBe('i-lucide-star')
  })

  it('spreads inputRating onto UInputRating', async () => {
    const form = await mountForm({ schema: schema(), uischema: rate('score', { inputRating: { color: 'warning', size: 'xl', step: 0.5 } }), data: {} })
    const rating = form.wrapper.findComponent({ name: 'InputRating' })
    expect(rating.props('color')).toBe('warning')
    expect(rating.props('size')).toBe('xl')
    await clickStep(form, 'score', 2.5)
    expect(form.data.value).toEqual({ score: 2.5 })
  })

  it('keeps a stored rating above length with a visible message; other fields keep working', async () => {
    const form = await mountForm({ schema: schema(), uischema: { type: 'VerticalLayout', elements: [rate('score', { length: 5 }), control('name')] } as never, data: { score: 8 } })
    expect(form.wrapper.find('[data-testid="rating-above-length"]').text()).toContain('8 is above the highest, 5')
    await form.wrapper.find('[data-path="name"] input').setValue('Ada')
    await settle()
    expect(form.data.value).toEqual({ score: 8, name: 'Ada' })
    await clickStep(form, 'score', 4)
    expect(form.data.value).toEqual({ score: 4, name: 'Ada' })
    expect(form.wrapper.find('[data-testid="rating-above-length"]').exists()).toBe(false)
  })

  it('is read-only when asked: clicks change nothing', async () => {
    const form = await mountForm({ schema: schema(), uischema: rate('score', { readonly: true }), data: { score: 2 } })
    await clickStep(form, 'score', 4)
    expect(form.data.value).toEqual({ score: 2 })
    expect(form.wrapper.find('[data-path="score"] [role="radiogroup"]').attributes('aria-readonly')).toBe('true')
  })
  it('renders every field of its gallery example as a rating', async () => {
    for (const example of examples) {
      const form = await mountForm({ schema: example.schema, uischema: example.uischema, data: example.data })
      expect(form.wrapper.findAll('[role="radiogroup"]'), example.id).toHaveLength(Object.keys(example.schema.properties!).length)
      expect(form.wrapper.find('[data-testid="rating-above-length"]').exists()).toBe(false)
      expect(form.data.value).toEqual(example.data)
      unmount(form)
    }
  })
})
