import { type Example, control, horizontal, vertical } from './types'

/**
 * A short form that mixes the common families: the gallery opens on it and the docs home page
 * embeds it, so a first visit shows text, a date, a choice, tags, a rating and a switch at once.
 */
export const showcaseExample: Example = {
  id: 'showcase',
  title: 'A bit of everything',
  group: 'Overview',
  description: 'One form from a JSON Schema and a UI schema: text with `format: "email"`, a date, radio buttons from an `enum`, `format: "tags"`, `format: "rating"` and `toggle: true`. Type in a field and watch the data and the validation change.',
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 2 },
      email: { type: 'string', title: 'Email', format: 'email' },
      start: { type: 'string', title: 'Start date', format: 'date' },
      plan: { type: 'string', title: 'Plan', enum: ['Hobby', 'Team', 'Enterprise'] },
      topics: { type: 'array', title: 'Topics', items: { type: 'string' } },
      rating: { type: 'integer', title: 'How do you like it?', minimum: 1, maximum: 5 },
      newsletter: { type: 'boolean', title: 'Send me the newsletter' },
    },
    required: ['name', 'email'],
  },
  uischema: vertical(
    horizontal(control('name'), control('email')),
    horizontal(control('start'), control('plan', { format: 'radio' })),
    control('topics', { format: 'tags', placeholder: 'Add a topic' }),
    horizontal(control('rating', { format: 'rating' }), control('newsletter', { toggle: true })),
  ),
  data: { name: 'Ada Lovelace', email: 'ada@example.com', plan: 'Team', topics: ['forms', 'nuxt-ui'], rating: 4, newsletter: true },
}
