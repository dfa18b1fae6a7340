import { JsonForms } from '@jsonforms/vue'
import { vanillaRenderers } from '@jsonforms/vue-vanilla'
import '@jsonforms/vue-vanilla/vanilla.css'
import { startBench } from '../harness'
import { jsonFormsContender, withChangeEvent } from './jsonforms'

// As the vue-vanilla README does it: a frozen copy of the renderer list.
startBench({
  name: '@jsonforms/vue-vanilla',
  ...jsonFormsContender(Object.freeze([...vanillaRenderers]), withChangeEvent(JsonForms)),
  input: (root, key) => root.querySelector<HTMLInputElement>(`input[id="#/properties/${key}-input"]`),
})
