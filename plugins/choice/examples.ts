import { type FormExample, controlElement as control, verticalLayout as vertical } from 'nuxt-ui-jsonforms/kit'

const sizes = [{ const: 's', title: 'Small' }, { const: 'm', title: 'Medium' }, { const: 'l', title: 'Large' }]

export const selectMenuExample: FormExample = {
  id: 'select-menu',
  title: 'Select menu',
  group: 'Choice',
  description: 'An `enum`, or a `oneOf` of `{ const, title }`, renders a searchable USelectMenu. Try the search box, the clear button, and typing a city of your own: `suggestion` makes the menu free-form.',
  schema: {
    type: 'object',
    properties: {
      colour: { type: 'string', title: 'Colour', enum: ['red', 'green', 'blue', 'yellow'], description: 'enum, placeholder and clearable.' },
      size: { type: 'string', title: 'Size', oneOf: sizes, description: 'oneOf const/title: the label is the title, the data holds the const.' },
      city: { type: 'string', title: 'City', description: 'suggestion: a plain string with suggestions; type any other city and pick "Create".' },
      fruit: { type: 'string', title: 'Fruit', enum: ['apple', 'pear'], description: 'suggestion beside an enum, and selectMenu: { variant: "soft" }.' },
    },
  },
  uischema: vertical(
    control('colour', { placeholder: 'Pick a colour', clearable: true, showUnfocusedDescription: true }),
    control('size', { showUnfocusedDescription: true }),
    control('city', { suggestion: ['Paris', 'Lyon', 'Marseille'], placeholder: 'Choose or type a city', showUnfocusedDescription: true }),
    control('fruit', { suggestion: ['cherry', 'plum'], showUnfocusedDescription: true, selectMenu: { variant: 'soft' } }),
  ),
  data: { size: 'm' },
}

export const selectExample: FormExample = {
  id: 'select',
  title: 'Select',
  group: 'Choice',
  description: '`format: "select"` renders a USelect: the same choices without a search box. `select` is spread onto it.',
  schema: {
    type: 'object',
    properties: {
      country: { type: 'string', title: 'Country', enum: ['France', 'Germany', 'Italy', 'Spain'] },
      size: { type: 'string', title: 'Size', oneOf: sizes, description: 'select: { size: "lg", variant: "subtle" }, clearable.' },
    },
  },
  uischema: vertical(
    control('country', { format: 'select', placeholder: 'Select a country' }),
    control('size', { format: 'select', clearable: true, showUnfocusedDescription: true, select: { size: 'lg', variant: 'subtle' } }),
  ),
  data: { size: 'l' },
}

export const radioExample: FormExample = {
  id: 'radio',
  title: 'Radio group',
  group: 'Choice',
  description: '`format: "radio"` renders a URadioGroup, vertical by default. `vertical: false` or `orientation` lays it out horizontally; `radioGroup.orientation` wins over both.',
  schema: {
    type: 'object',
    properties: {
      shipping: {
        type: 'string',
        title: 'Shipping',
        oneOf: [
          { const: 'standard', title: 'Standard', description: '3 to 5 days' },
          { const: 'express', title: 'Express', description: 'Next day' },
        ],
      },
      rating: { type: 'integer', title: 'How was it?', enum: [1, 2, 3, 4, 5], description: 'vertical: false.' },
      size: { type: 'string', title: 'Size', oneOf: sizes, description: 'orientation: "horizontal" and radioGroup: { variant: "card" }.' },
    },
    required: ['shipping'],
  },
  uischema: vertical(
    control('shipping', { format: 'radio' }),
    control('rating', { format: 'radio', vertical: false, showUnfocusedDescription: true }),
    control('size', { format: 'radio', orientation: 'horizontal', showUnfocusedDescription: true, radioGroup: { variant: 'card', color: 'neutral' } }),
  ),
  data: { shipping: 'standard', size: 'm' },
}

export const checkboxGroupExample: FormExample = {
  id: 'checkbox-group',
  title: 'Checkbox group',
  group: 'Choice',
  description: 'An array whose `items` have an `enum` or a `oneOf` renders a UCheckboxGroup that stores an array, each choice once. `vertical: false` lays it out horizontally.',
  schema: {
    type: 'object',
    properties: {
      toppings: { type: 'array', title: 'Toppings', uniqueItems: true, items: { type: 'string', enum: ['cheese', 'ham', 'mushrooms', 'olives'] } },
      days: {
        type: 'array',
        title: 'Delivery days',
        description: 'items.oneOf, vertical: false and checkboxGroup: { variant: "card" }.',
        items: { type: 'integer', oneOf: [{ const: 1, title: 'Mon' }, { const: 2, title: 'Tue' }, { const: 3, title: 'Wed' }, { const: 4, title: 'Thu' }, { const: 5, title: 'Fri' }] },
      },
    },
  },
  uischema: vertical(
    control('toppings'),
    control('days', { vertical: false, showUnfocusedDescription: true, checkboxGroup: { variant: 'card' } }),
  ),
  data: { toppings: ['cheese'], days: [1, 3] },
}

export const unknownChoiceExample: FormExample = {
  id: 'choice-not-listed',
  title: 'Values not in the list',
  group: 'Choice',
  description: 'A stored value that is none of the choices is kept and said so under the field, next to the validation error; picking a choice replaces it.',
  schema: {
    type: 'object',
    properties: {
      colour: { type: 'string', title: 'Colour (holds "purple")', enum: ['red', 'green', 'blue'] },
      shipping: { type: 'string', title: 'Shipping (holds "drone")', enum: ['standard', 'express'] },
      toppings: { type: 'array', title: 'Toppings (hold "pineapple")', items: { type: 'string', enum: ['cheese', 'ham'] } },
    },
  },
  uischema: vertical(
    control('colour'),
    control('shipping', { format: 'radio', vertical: false }),
    control('toppings', { vertical: false }),
  ),
  data: { colour: 'purple', shipping: 'drone', toppings: ['ham', 'pineapple'] },
}

/** This family's gallery examples; the playground collects them. */
/** 2 000 place names made up in code (syllables combined), as long as a list of the world's towns. */
const syllables = ['ba', 'co', 'di', 'fe', 'ga', 'lu', 'mo', 'ni', 'pa', 'ri', 'sa', 'to', 'va', 'ze']
const places = Array.from({ length: 2_000 }, (_, index) => {
  const [a, b, c] = [index % 14, Math.floor(index / 14) % 14, Math.floor(index / 196) % 14]
  return `${syllables[c]![0]!.toUpperCase()}${syllables[c]!.slice(1)}${syllables[b]}${syllables[a]} ${index + 1}`
})

export const longListExample: FormExample = {
  id: 'long-list',
  title: 'Long lists',
  group: 'Choice',
  description: 'Above `virtualizeAbove` choices (100 unless set) the select menu renders only the options in view and filters them as typed: open the 2 000 places and type "zeva".',
  schema: {
    type: 'object',
    properties: {
      place: { type: 'string', title: 'Place', enum: places, description: '2 000 choices: a virtualised menu.' },
      region: { type: 'string', title: 'Region', oneOf: places.slice(0, 150).map((place, index) => ({ const: `r${index}`, title: place })), description: '150 choices with virtualizeAbove: 200: every option rendered.' },
    },
  },
  uischema: vertical(
    control('place', { placeholder: 'Search 2 000 places', showUnfocusedDescription: true }),
    control('region', { virtualizeAbove: 200, showUnfocusedDescription: true }),
  ),
  data: {},
}

export const examples = [selectMenuExample, selectExample, radioExample, checkboxGroupExample, unknownChoiceExample, longListExample]
