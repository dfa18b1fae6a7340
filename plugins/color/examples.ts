import { type FormExample, controlElement as control, verticalLayout as vertical } from 'nuxt-ui-jsonforms/kit'

export const colorExample: FormExample = {
  id: 'color',
  title: 'Colour picker',
  group: 'Color',
  description: 'Schema `format: "color"` (or the `format: "color"` option) renders a UColorPicker with a text field. Pick, or type a colour in any notation: it is stored in `colorFormat`.',
  schema: {
    type: 'object',
    properties: {
      brand: { type: 'string', title: 'Brand colour', format: 'color', description: 'hex (the default).' },
      accent: { type: 'string', title: 'Accent', description: 'A plain string with the format: "color" option; colorFormat: "rgb", input: { variant: "subtle" }.' },
      background: { type: 'string', title: 'Background', format: 'color', description: 'showInput: false: the picker only; colorPicker: { size: "sm" }.' },
      legacy: { type: 'string', title: 'Legacy colour', format: 'color', description: 'Stored as hsl while colorFormat is hex: kept until you pick.' },
    },
  },
  uischema: vertical(
    control('brand', { showUnfocusedDescription: true }),
    control('accent', { format: 'color', colorFormat: 'rgb', showUnfocusedDescription: true, input: { variant: 'subtle' } }),
    control('background', { showInput: false, showUnfocusedDescription: true, colorPicker: { size: 'sm' } }),
    control('legacy', { showUnfocusedDescription: true }),
  ),
  data: { brand: '#3a7bd5', accent: 'rgb(224, 82, 99)', legacy: 'hsl(150, 60%, 40%)' },
}

export const colorNotationsExample: FormExample = {
  id: 'color-notations',
  title: 'Colour notations',
  group: 'Color',
  description: 'The same colour in the five `colorFormat` notations. Each field writes its own notation when you pick or type in it.',
  schema: {
    type: 'object',
    properties: {
      hex: { type: 'string', title: 'hex', format: 'color' },
      rgb: { type: 'string', title: 'rgb', format: 'color' },
      hsl: { type: 'string', title: 'hsl', format: 'color' },
      cmyk: { type: 'string', title: 'cmyk', format: 'color' },
      lab: { type: 'string', title: 'lab', format: 'color' },
    },
  },
  uischema: vertical(
    control('hex', { colorFormat: 'hex', colorPicker: { size: 'xs' } }),
    control('rgb', { colorFormat: 'rgb', colorPicker: { size: 'xs' } }),
    control('hsl', { colorFormat: 'hsl', colorPicker: { size: 'xs' } }),
    control('cmyk', { colorFormat: 'cmyk', colorPicker: { size: 'xs' } }),
    control('lab', { colorFormat: 'lab', colorPicker: { size: 'xs' } }),
  ),
  data: {
    hex: '#3a7bd5',
    rgb: 'rgb(58, 123, 213)',
    hsl: 'hsl(215, 65%, 53%)',
    cmyk: 'device-cmyk(73% 42% 0% 16%)',
    lab: 'lab(50.89% 2.6 -53.35)',
  },
}

/** This family's gallery examples; the playground collects them. */
export const examples = [colorExample, colorNotationsExample]
