import type { UISchemaElement } from '@jsonforms/core'
import { deleteIn } from './data'
import type { BuilderForm, Edit } from './form'
import { removeProperty } from './properties'
import { controlScopes, dataPathOf, propertyOf, replaceScopePrefix } from './scopes'
import { type NodePath, isContainer, mapTree, nodeAt, removeAt } from './tree'

/** Whether a rule condition reads `scope` or something inside it. */
function readsScope(condition: unknown, scope: string): boolean {
  if (!condition || typeof condition !== 'object')
    return false
  const { scope: own, conditions } = condition as { scope?: unknown, conditions?: unknown }
  return (typeof own === 'string' && replaceScopePrefix(own, scope, '') !== own)
    || (Array.isArray(conditions) && conditions.some(inner => readsScope(inner, scope)))
}

/**
 * Removes the node at `path`. The schema properties of the fields it held go too (with their
 * data and the rules that read them), unless another Control still shows them.
 */
export function removeNode(form: BuilderForm, path: NodePath): Edit {
  const { root, removed } = removeAt(form.uischema, path)
  const remaining = controlScopes(root)
  // Still shown: by a Control bound to it, to something inside it, or to an object that holds it.
  const overlaps = (a: string, b: string) => replaceScopePrefix(a, b, '') !== a || replaceScopePrefix(b, a, '') !== b
  const orphaned = [...new Set(controlScopes(removed))].filter(scope => propertyOf(scope) && !remaining.some(other => overlaps(other, scope)))
  let { schema, data } = form
  let uischema: UISchemaElement = root
  for (const scope of orphaned) {
    schema = removeProperty(schema, scope)
    const dataPath = dataPathOf(scope)
    if (dataPath)
      data = deleteIn(data, dataPath)
    uischema = mapTree(uischema, (node) => {
      if (!readsScope(node.rule?.condition, scope))
        return node
      const { rule: _dropped, ...rest } = node
      return rest as UISchemaElement
    })
  }
  return { form: { schema, uischema, data }, selection: neighbourOf(uischema, path) }
}

/** What to select once the node at `path` is gone: the node now in its place, the one before, or its container. */
function neighbourOf(root: UISchemaElement, path: NodePath): NodePath {
  const parent = path.slice(0, -1)
  const index = path[path.length - 1]
  const siblings = nodeAt(root, parent)
  const count = isContainer(siblings) ? siblings.elements.length : 0
  return count === 0 ? parent : [...parent, Math.min(index, count - 1)]
}
