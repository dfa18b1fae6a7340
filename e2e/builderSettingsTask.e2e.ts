import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { type BuilderTask, describeBuilderTask, visibleLabels } from './builderTask'
import { useGallerySuite } from './gallerySuite'
import { chooseKind, inspectorField, paletteEntry, select } from './taskSteps'

const suite = useGallerySuite()

/**
 * A settings form, built by UI only: a nested object with a switch and tags, and a `oneOf` of two
 * variants (an email address, a phone number), each with a field of its own.
 */
async function buildSettingsForm(task: BuilderTask): Promise<void> {
  const { page } = task
  // The object: its two starting fields become a switch and tags.
  await select(task, paletteEntry(page, 'object'))
  await task.type(inspectorField(page, 'field.title'), 'Notifications')
  await task.type(inspectorField(page, 'field.fields.0.title'), 'Send digests')
  await chooseKind(task, 0, 'Switch')
  await task.type(inspectorField(page, 'field.fields.1.title'), 'Topics')
  await chooseKind(task, 1, 'Tags')
  // After it, the One of: its variants retitled, their own fields titled.
  await select(task, paletteEntry(page, 'one-of'))
  await task.type(inspectorField(page, 'field.title'), 'Contact')
  await task.type(inspectorField(page, 'field.variants.0.title'), 'Email address')
  await task.type(inspectorField(page, 'field.variants.0.fields.0.title'), 'Address')
  await task.type(inspectorField(page, 'field.variants.1.title'), 'Phone number')
  await task.type(inspectorField(page, 'field.variants.1.fields.0.title'), 'Number')
}

/** The drawn settings form: the switch and the tags in the object, each variant with its own field. */
async function checkSettingsForm(form: Locator, page: Page): Promise<void> {
  await expect.poll(() => visibleLabels(form)).toEqual(expect.arrayContaining(['Send digests', 'Topics', 'Contact', 'Address']))
  expect(await form.getByRole('switch', { name: 'Send digests' }).count()).toBe(1)
  // The other variant: its own field instead.
  const variant = form.getByRole('combobox', { name: 'Contact' })
  await variant.click()
  await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['Email address', 'Phone number'])
  await page.getByRole('option', { name: 'Phone number' }).click()
  await expect.poll(() => visibleLabels(form)).toContain('Number')
  expect(await visibleLabels(form)).not.toContain('Address')
}

describeBuilderTask(suite, {
  name: 'settings-form',
  title: 'a settings form',
  build: buildSettingsForm,
  check: checkSettingsForm,
  exported({ schema, uischema }) {
    expect(schema).toMatchObject({
      properties: {
        notifications: {
          type: 'object',
          title: 'Notifications',
          properties: { sendDigests: { type: 'boolean', title: 'Send digests' }, topics: { type: 'array', title: 'Topics', items: { type: 'string' } } },
        },
        contact: {
          title: 'Contact',
          oneOf: [
            { title: 'Email address', type: 'object', properties: { email: { type: 'string', format: 'email', title: 'Address' } } },
            { title: 'Phone number', type: 'object', properties: { phone: { type: 'string', title: 'Number' } } },
          ],
        },
      },
    })
    expect(uischema).toMatchObject({
      elements: [
        { scope: '#/properties/notifications', options: { detail: { elements: [{ options: { toggle: true } }, { options: { format: 'tags' } }] } } },
        { scope: '#/properties/contact' },
      ],
    })
  },
})
