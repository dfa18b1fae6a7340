import { describe, expect, it } from 'vitest'
import { control, mountForm, objectSchema, settle } from '../helpers/mountForm'

const schema = objectSchema({ first: { type: 'string' }, last: { type: 'string' }, age: { type: 'integer' } })
const uischema = { type: 'VerticalLayout', elements: [control('first'), control('last'), control('age')] } as never
const valueOf = (wrapper: Awaited<ReturnType<typeof mountForm>>['wrapper'], path: string) =>
  (wrapper.find(`[data-path="${path}"] input`).element as HTMLInputElement).value

describe('changes that come from the host', () => {
  it('shows data replaced by the host in every field it touches', async () => {
    const { wrapper, data } = await mountForm({ schema, uischema, data: { first: 'Ada', last: 'Lovelace', age: 36 } })
    data.value = { first: 'Grace', last: 'Lovelace', age: 85 }
    await settle()
    expect(valueOf(wrapper, 'first')).toBe('Grace')
    expect(valueOf(wrapper, 'last')).toBe('Lovelace')
    expect(valueOf(wrapper, 'age')).toBe('85')
  })

  it('applies a new config and a new readonly prop to every control', async () => {
    const { wrapper, props } = await mountForm({ schema, uischema, data: {}, config: { placeholder: 'before' } })
    expect(wrapper.find('[data-path="last"] input').attributes('placeholder')).toBe('before')
    props.value = { ...props.value, config: { placeholder: 'after' }, readonly: true }
    await settle()
    expect(wrapper.find('[data-path="last"] input').attributes('placeholder')).toBe('after')
    expect(wrapper.find('[data-path="first"] input').attributes('readonly')).toBeDefined()
  })

  it('renders a new schema', async () => {
    const { wrapper, props } = await mountForm({ schema, uischema, data: {} })
    props.value = { ...props.value, schema: objectSchema({ first: { type: 'string', title: 'Given name' }, last: { type: 'string' }, age: { type: 'integer' } }) }
    await settle()
    expect(wrapper.find('[data-path="first"] label').text()).toBe('Given name')
  })
})
