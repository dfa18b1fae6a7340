import type { Locator } from 'playwright-core'
import { expect } from 'vitest'
import { type BuilderTask, describeBuilderTask, visibleLabels } from './builderTask'
import { useGallerySuite } from './gallerySuite'

const suite = useGallerySuite()

const choices = ['One', 'Two', 'Three']
/** The survey the builder should make: three steps, "tell us more" shown only for a rating of 2 or less. */
const expected = {
  schema: {
    type: 'object',
    properties: {
      howDidYouFindUs: { title: 'How did you find us?', type: 'string', enum: choices },
      howSatisfiedAreYou: { title: 'How satisfied are you?', type: 'integer', minimum: 0, maximum: 5 },
      tellUsMore: { title: 'Tell us more', type: 'string' },
      whatShouldWeAdd: { title: 'What should we add?', type: 'array', uniqueItems: true, items: { type: 'string', enum: choices } },
    },
  },
  uischema: {
    type: 'VerticalLayout',
    elements: [{
      type: 'Categorization',
      options: { variant: 'stepper' },
      elements: [
        { type: 'Category', label: 'About you', elements: [{ type: 'Control', scope: '#/properties/howDidYouFindUs', options: { format: 'radio' } }] },
        {
          type: 'Category',
          label: 'Your rating',
          elements: [
            { type: 'Control', scope: '#/properties/howSatisfiedAreYou', options: { format: 'rating' } },
            { type: 'Control', scope: '#/properties/tellUsMore', options: { multi: true }, rule: { effect: 'SHOW', condition: { scope: '#/properties/howSatisfiedAreYou', schema: { maximum: 2 }, failWhenUndefined: true } } },
          ],
        },
        { type: 'Category', label: 'Your wishes', elements: [{ type: 'Control', scope: '#/properties/whatShouldWeAdd' }] },
      ],
    }],
  },
}

/** The user's steps, the same by mouse and by keyboard (the task says how each is done). */
async function buildSurvey(task: BuilderTask): Promise<void> {
  const { entry, field, row } = task
  // A new Stepper has its first step selected.
  await task.activate(entry('stepper'))
  await task.type(field('Label'), 'About you')
  await task.activate(entry('radio'))
  await task.type(field('Title'), 'How did you find us?')
  await task.activate(row('0.1'))
  await task.type(field('Label'), 'Your rating')
  await task.activate(entry('rating'))
  await task.type(field('Title'), 'How satisfied are you?')
  await task.activate(entry('textarea'))
  await task.type(field('Title'), 'Tell us more')
  // Shown when the rating is 2 or less.
  await task.choose(task.menu('rule.effect'), 'SHOW')
  await task.choose(task.menu('rule.field'), 'howSatisfiedAreYou', 'satisfied')
  await task.choose(task.menu('rule.test'), 'is at most (≤)', 'most')
  await task.type(field('Value'), '2')
  await task.activate(row('0.2'))
  await task.type(field('Label'), 'Your wishes')
  await task.activate(entry('multi-enum'))
  await task.type(field('Title'), 'What should we add?')
}

/** The form drawn from it, as a visitor goes through it: step by step, "tell us more" only after a low rating. */
async function checkSurvey(form: Locator): Promise<void> {
  const next = form.getByRole('button', { name: 'Next', exact: true })
  await next.waitFor()
  expect(await visibleLabels(form)).toEqual(['How did you find us?', ...choices])
  await next.click()
  await expect.poll(() => visibleLabels(form)).toContain('How satisfied are you?')
  expect(await visibleLabels(form)).not.toContain('Tell us more')
  const rate = (stars: number) => form.getByRole('radio', { name: `Rate ${stars} out of 5` }).click()
  await rate(2)
  await expect.poll(() => visibleLabels(form)).toEqual(['How satisfied are you?', 'Tell us more'])
  await rate(4)
  await expect.poll(() => visibleLabels(form)).toEqual(['How satisfied are you?'])
  await next.click()
  await expect.poll(() => visibleLabels(form)).toEqual(['What should we add?', ...choices])
}

describeBuilderTask(suite, { name: 'survey', title: 'a three-step survey', build: buildSurvey, exported: form => expect(form).toEqual(expected), check: checkSurvey })
