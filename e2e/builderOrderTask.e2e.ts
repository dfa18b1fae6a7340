import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { type BuilderTask, describeBuilderTask, visibleLabels } from './builderTask'
import { useGallerySuite } from './gallerySuite'
import { chooseKind, fieldRow, inspector, inspectorField, paletteEntry, select, treeRow } from './taskSteps'

const suite = useGallerySuite()

/**
 * An order form, built by UI only: a customer group (name, email), a list of line items (a product
 * select, a quantity that is a whole number of at least 1, a unit price) and a Label under the list.
 */
async function buildOrderForm(task: BuilderTask): Promise<void> {
  const { page } = task
  await select(task, paletteEntry(page, 'group'))
  await task.type(inspectorField(page, 'element.label'), 'Customer')
  // Into the selected group: a text titled Name, then an e-mail.
  await select(task, paletteEntry(page, 'text'))
  await task.type(inspectorField(page, 'field.title'), 'Name')
  await select(task, paletteEntry(page, 'email'))
  // Back at the form's level: the list, its item fields edited in the inspector.
  await select(task, treeRow(page, ''))
  await select(task, paletteEntry(page, 'array'))
  await task.type(inspectorField(page, 'field.title'), 'Line items')
  await task.type(inspectorField(page, 'field.fields.0.title'), 'Product')
  await chooseKind(task, 0, 'Select')
  await task.type(fieldRow(page, 0).getByLabel('Choices', { exact: true }), 'Widget,Gadget,')
  await task.type(inspectorField(page, 'field.fields.1.title'), 'Quantity')
  await chooseKind(task, 1, 'Whole number')
  await task.type(fieldRow(page, 1).getByLabel('Minimum', { exact: true }), '1')
  await select(task, inspector(page).locator('[data-action=add]').first())
  await task.type(inspectorField(page, 'field.fields.2.title'), 'Unit price')
  await chooseKind(task, 2, 'Number')
  // After the selected list: the Label.
  await select(task, paletteEntry(page, 'label'))
  await task.type(inspectorField(page, 'element.text'), 'Prices include VAT.')
}

/** The drawn order form: the customer's fields, one line item added with its three fields, the Label after the list. */
async function checkOrderForm(form: Locator, page: Page): Promise<void> {
  await form.getByRole('button', { name: 'Add', exact: true }).first().click()
  await expect.poll(() => visibleLabels(form)).toEqual(expect.arrayContaining(['Name', 'Email', 'Product', 'Quantity', 'Unit price']))
  const text = await form.innerText()
  expect(text.indexOf('Prices include VAT.')).toBeGreaterThan(text.indexOf('Unit price'))
  await form.getByLabel('Product', { exact: true }).click()
  await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['Widget', 'Gadget'])
  await page.keyboard.press('Escape')
}

describeBuilderTask(suite, {
  name: 'order-form',
  title: 'an order form',
  build: buildOrderForm,
  check: checkOrderForm,
  exported({ schema, uischema }) {
    expect(schema).toMatchObject({
      properties: {
        name: { type: 'string', title: 'Name' },
        email: { type: 'string', title: 'Email', format: 'email' },
        lineItems: {
          type: 'array',
          title: 'Line items',
          items: {
            type: 'object',
            properties: {
              product: { type: 'string', title: 'Product', enum: ['Widget', 'Gadget'] },
              quantity: { type: 'integer', title: 'Quantity', minimum: 1 },
              unitPrice: { type: 'number', title: 'Unit price' },
            },
          },
        },
      },
    })
    expect(uischema).toMatchObject({
      elements: [
        { type: 'Group', label: 'Customer', elements: [{ scope: '#/properties/name' }, { scope: '#/properties/email' }] },
        { type: 'Control', scope: '#/properties/lineItems' },
        { type: 'Label', text: 'Prices include VAT.' },
      ],
    })
  },
})
