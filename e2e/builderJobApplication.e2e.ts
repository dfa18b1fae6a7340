import type { Locator } from 'playwright-core'
import { expect } from 'vitest'
import { type BuilderTask, describeBuilderTask, visibleLabels } from './builderTask'
import { useGallerySuite } from './gallerySuite'

const suite = useGallerySuite()

/** The job application the builder should make: personal data and documents on two tabs, the licence number shown only with a licence. */
const expected = {
  schema: {
    type: 'object',
    properties: {
      name: { title: 'Name', type: 'string', minLength: 2 },
      email: { title: 'Email', type: 'string', format: 'email' },
      dateOfBirth: { title: 'Date of birth', type: 'string', format: 'date' },
      country: { title: 'Country', type: 'string', enum: ['France', 'Germany', 'Spain', 'Italy'] },
      hasADrivingLicence: { title: 'Has a driving licence', type: 'boolean' },
      licenceNumber: { title: 'Licence number', type: 'string' },
      cv: { title: 'CV', type: 'string', format: 'data-url' },
    },
    required: ['name'],
  },
  uischema: {
    type: 'VerticalLayout',
    elements: [{
      type: 'Categorization',
      elements: [
        {
          type: 'Category',
          label: 'Personal data',
          elements: [
            { type: 'Control', scope: '#/properties/name' },
            { type: 'Control', scope: '#/properties/email' },
            { type: 'Control', scope: '#/properties/dateOfBirth' },
            { type: 'Control', scope: '#/properties/country', options: { format: 'select' } },
            { type: 'Control', scope: '#/properties/hasADrivingLicence', options: { toggle: true } },
            { type: 'Control', scope: '#/properties/licenceNumber', rule: { effect: 'SHOW', condition: { scope: '#/properties/hasADrivingLicence', schema: { const: true } } } },
          ],
        },
        { type: 'Category', label: 'Documents', elements: [{ type: 'Control', scope: '#/properties/cv' }] },
      ],
    }],
  },
}

/** The user's steps, the same by mouse and by keyboard (the task says how each is done). */
async function buildJobApplication(task: BuilderTask): Promise<void> {
  const { entry, field } = task
  // A new Categorization has its first tab selected.
  await task.activate(entry('categorization'))
  await task.type(field('Label'), 'Personal data')
  await task.activate(entry('text'))
  await task.type(field('Title'), 'Name')
  await task.toggle(field('Required'))
  await task.type(field('Minimum length'), '2')
  await task.activate(entry('email'))
  await task.activate(entry('date'))
  await task.type(field('Title'), 'Date of birth')
  await task.activate(entry('select'))
  await task.type(field('Title'), 'Country')
  const choices = task.page.locator('[data-testid=builder-inspector] [data-path="field.choices"]')
  const choice = (index: number) => choices.getByLabel('Stored value', { exact: true }).nth(index)
  for (const [index, country] of ['France', 'Germany', 'Spain'].entries())
    await task.type(choice(index), country)
  await task.activate(choices.getByRole('button', { name: 'Add', exact: true }))
  await task.type(choice(3), 'Italy')
  await task.activate(entry('switch'))
  await task.type(field('Title'), 'Has a driving licence')
  await task.activate(entry('text'))
  await task.type(field('Title'), 'Licence number')
  // Shown when the switch is on: a switch's condition without a value reads as on.
  await task.choose(task.menu('rule.effect'), 'SHOW')
  await task.choose(task.menu('rule.field'), 'hasADrivingLicence', 'has')
  // With a field of the first tab selected, a Category goes after that tab.
  await task.activate(entry('category'))
  await task.type(field('Label'), 'Documents')
  await task.activate(entry('file'))
  await task.type(field('Title'), 'CV')
}

/** The form drawn from it, as an applicant sees it: the fields of each tab, the licence number only with the switch on, the name's length checked. */
async function checkJobApplication(form: Locator): Promise<void> {
  const tab = (name: string) => form.getByRole('tab', { name, exact: true })
  await tab('Personal data').waitFor()
  expect(await visibleLabels(form)).toEqual(['Name', 'Email', 'Date of birth', 'Country', 'Has a driving licence'])
  await form.getByRole('switch', { name: 'Has a driving licence' }).click()
  await expect.poll(() => visibleLabels(form)).toEqual(['Name', 'Email', 'Date of birth', 'Country', 'Has a driving licence', 'Licence number'])
  const name = form.getByLabel('Name')
  await name.fill('A')
  await name.blur()
  await expect.poll(() => form.textContent()).toMatch(/at least 2 characters/i)
  await tab('Documents').click()
  await expect.poll(() => visibleLabels(form)).toEqual(['CV'])
}

describeBuilderTask(suite, { name: 'job-application', title: 'a job application', build: buildJobApplication, exported: form => expect(form).toEqual(expected), check: checkJobApplication })
