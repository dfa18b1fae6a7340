import { describe, expect, it } from 'vitest'
import { expectDeferredUpdate, recordUpdates } from '../../../test/helpers/deferredUpdate'
import { control, mountWith, objectSchema, settle } from 'nuxt-ui-jsonforms/testing'
import { tagsPlugin } from '..'

const mountForm = mountWith([tagsPlugin])

async function mountTags(data: unknown) {
  const { middleware, paths } = recordUpdates()
  const form = await mountForm({
    schema: objectSchema({ tags: { type: 'array', title: 'Tags', items: { type: 'string' } } }),
    uischema: control('tags', { format: 'tags' }),
    data,
    middleware,
  })
  const widget = form.wrapper.findComponent({ name: 'InputTags' })
  return { ...form, paths, emit: (tags: string[]) => widget.vm.$emit('update:modelValue', tags) }
}

describe('tags changed by the widget itself', () => {
  it('are written one tick after its handler (the specification\'s defer): a removed chip', async () => {
    const { data, paths, emit } = await mountTags({ tags: ['vue', 'nuxt'] })
    await expectDeferredUpdate(paths, 'tags', () => emit(['vue']))
    await settle()
    expect(data.value).toEqual({ tags: ['vue'] })
  })

  it('and a tag it added (addOnBlur, addOnTab ...)', async () => {
    const { data, paths, emit } = await mountTags({ tags: ['vue'] })
    await expectDeferredUpdate(paths, 'tags', () => emit(['vue', 'vite']))
    await settle()
    expect(data.value).toEqual({ tags: ['vue', 'vite'] })
  })
})
