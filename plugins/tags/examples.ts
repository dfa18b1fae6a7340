import { type FormExample, controlElement as control, verticalLayout as vertical } from 'nuxt-ui-jsonforms/kit'

export const tagsExample: FormExample = {
  id: 'tags',
  title: 'Tags',
  group: 'Tags',
  description: 'An array of strings with `format: "tags"` renders a UInputTags. Type a tag and press Enter, type a comma, or paste a list: `delimiter` (default `,`) splits it.',
  schema: {
    type: 'object',
    properties: {
      keywords: { type: 'array', title: 'Keywords', items: { type: 'string' }, description: 'Paste "vue, nuxt, vite": three tags. clearable: true empties the list.' },
      cities: { type: 'array', title: 'Cities', items: { type: 'string' }, description: 'delimiter: ";" so that "Paris, France; Lyon" gives two tags.' },
      labels: { type: 'array', title: 'Labels', items: { type: 'string' }, description: 'inputTags: { variant: "soft", color: "neutral", size: "lg" }.' },
    },
  },
  uischema: vertical(
    control('keywords', { format: 'tags', placeholder: 'Add a keyword', clearable: true, showUnfocusedDescription: true }),
    control('cities', { format: 'tags', delimiter: ';', placeholder: 'City; city; ...', showUnfocusedDescription: true }),
    control('labels', { format: 'tags', showUnfocusedDescription: true, inputTags: { variant: 'soft', color: 'neutral', size: 'lg' } }),
  ),
  data: { keywords: ['forms', 'json-schema'], cities: ['Paris, France'] },
}

export const tagsLimitsExample: FormExample = {
  id: 'tags-limits',
  title: 'Tag limits',
  group: 'Tags',
  description: 'Schema `maxItems`, `uniqueItems` and `items.maxLength` are enforced while typing and pasting: a refused tag is not stored, its text stays in the input and the reason is shown.',
  schema: {
    type: 'object',
    properties: {
      skills: {
        type: 'array',
        title: 'Skills',
        maxItems: 5,
        uniqueItems: true,
        items: { type: 'string', maxLength: 12 },
        description: 'At most 5 skills, no duplicates, 12 characters each. Try adding "vue" again, or "a-very-long-skill".',
      },
    },
  },
  uischema: vertical(control('skills', { format: 'tags', placeholder: 'Add a skill', showUnfocusedDescription: true })),
  data: { skills: ['vue', 'typescript', 'css'] },
}

export const tagsStoredExample: FormExample = {
  id: 'tags-stored',
  title: 'Tags: stored data out of bounds',
  group: 'Tags',
  description: 'Stored lists the control cannot take as is are kept and explained until you edit them: a list over `maxItems` (note and validation error), a string instead of a list.',
  schema: {
    type: 'object',
    properties: {
      topics: { type: 'array', title: 'Topics (4 stored, maxItems 2)', maxItems: 2, items: { type: 'string' } },
      aliases: { type: 'array', title: 'Aliases (holds the string "a,b")', items: { type: 'string' } },
      note: { type: 'string', title: 'A healthy field still works' },
    },
  },
  uischema: vertical(
    control('topics', { format: 'tags' }),
    control('aliases', { format: 'tags' }),
    control('note'),
  ),
  data: { topics: ['news', 'sport', 'music', 'travel'], aliases: 'a,b' },
}

/** This family's gallery examples; the playground collects them. */
export const examples = [tagsExample, tagsLimitsExample, tagsStoredExample]
