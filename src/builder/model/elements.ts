import type { UISchemaElement } from '@jsonforms/core'
import type { BuilderForm } from './form'
import { type NodePath, updateAt } from './tree'
import { cloneValue } from './clone'

/**
 * Sets (or, with `undefined`, removes) fields of the element at `path` itself: `options`, `rule`,
 * `label`, `text`. An empty `options` object is removed.
 */
export function setElementFields(form: BuilderForm, path: NodePath, patch: Partial<Record<'options' | 'rule' | 'label' | 'text', unknown>>): BuilderForm {
  const uischema = updateAt(form.uischema, path, (node) => {
    const next = { ...node } as Record<string, unknown>
    for (const [name, value] of Object.entries(patch)) {
      const empty = value === undefined || (name === 'options' && !!value && typeof value === 'object' && Object.keys(value).length === 0)
      if (empty)
        delete next[name]
      else
        next[name] = cloneValue(value)
    }
    return next as unknown as UISchemaElement
  })
  return { ...form, uischema }
}
