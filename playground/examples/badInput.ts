import { type Example, control, vertical } from './types'

export const badInputExample: Example = {
  id: 'bad-input',
  title: 'Bad input',
  group: 'Robustness',
  description: 'Broken definitions never blank the form: a Control whose scope points nowhere and an unknown element type get an explained placeholder; a value of the wrong type is shown with its validation error.',
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name (holds the number 42)' },
      age: { type: 'number', title: 'Age (holds the string "forty")' },
      ok: { type: 'string', title: 'A healthy field still works' },
    },
  },
  uischema: vertical(
    control('missing'),
    { type: 'FancyWidget' },
    control('name'),
    control('age'),
    control('ok'),
  ),
  data: { name: 42, age: 'forty' },
}

export const nullDataExample: Example = {
  id: 'null-data',
  title: 'Null data',
  group: 'Robustness',
  description: '`data` is `null`: the fields render empty and typing creates the object.',
  schema: {
    type: 'object',
    properties: {
      title: { type: 'string', title: 'Title' },
      count: { type: 'integer', title: 'Count' },
      done: { type: 'boolean', title: 'Done' },
    },
  },
  uischema: vertical(control('title'), control('count'), control('done')),
  data: null,
}
