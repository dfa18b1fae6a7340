import type { Layout, UISchemaElement } from '@jsonforms/core'
import { type SchemaNode, propertyAt } from '../model/scopes'
import type { InspectorForm } from './inspectorFor'
import { matches } from '../search'


/**
 * The inspector form with only the fields whose title (or name) holds `query`; a section left
 * with none goes. The data stays whole, so what is filtered out is kept as it is.
 */
export function filterInspector(inspector: InspectorForm, query: string): InspectorForm {
  if (!query.trim())
    return inspector
  const shown = (control: UISchemaElement) => {
    const scope = (control as { scope?: string }).scope ?? ''
    const title = propertyAt(inspector.schema as SchemaNode, scope)?.title
    return matches(scope.slice(scope.lastIndexOf('/') + 1), query) || (typeof title === 'string' && matches(title, query))
  }
  const sections = (inspector.uischema.elements ?? [])
    .map(section => ({ ...section, elements: ((section as Layout).elements ?? []).filter(shown) }) as Layout)
    .filter(section => section.elements.length > 0)
  return { ...inspector, uischema: { ...inspector.uischema, elements: sections } }
}
