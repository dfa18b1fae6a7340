import { type JsonFormsRendererRegistryEntry, type JsonSchema, Resolve, type TesterContext, type UISchemaElement } from '@jsonforms/core'
import { toRaw } from 'vue'
import { sharedUiSchema } from '../values/generateUiSchema'
import { isPlainObject } from '../values/plainObject'
import { scopedSchema } from '../values/scopedSchema'
import { controlSchema } from './schemaTesters'
import { pickRenderer } from './winningEntry'

/** The chunk loader of each lazy renderer `createRegistry` made, by the renderer it stands behind. */
const loaders = new WeakMap<object, () => Promise<unknown>>()

/** Registers the loader of a lazy renderer, so that a form can start it before the renderer mounts. */
export function registerLoader(renderer: object, load: () => Promise<unknown>): void {
  loaders.set(renderer, load)
}

/** Elements whose subtree has been walked already: a nested element's own dispatch walks nothing twice. */
const walked = new WeakSet<object>()


/**
 * Starts, all at once, the chunk loads of the lazy renderers an element and everything below it win:
 * the children of a layout, the inline `detail` of a control, and the generated form of an object or
 * of the items of an array of objects. A form then waits once for its chunks instead of once per
 * level of lazy containers (an array's chunk, then its items' select menus). Loading is what the
 * renderers would do anyway (each chunk is fetched once); a failed load is reported where the
 * renderer mounts, not here. `winner` is the element's renderer when the caller has ranked it already.
 */
export function prefetchElement(entries: readonly JsonFormsRendererRegistryEntry[], uischema: UISchemaElement, schema: JsonSchema, context: TesterContext, winner?: object, depth = 0): void {
  const element = toRaw(uischema)
  if (!isPlainObject(element) || walked.has(element) || depth > 32)
    return
  walked.add(element)
  const renderer = winner ?? pickRenderer(entries, element, schema, context)
  const load = renderer && loaders.get(renderer)
  load?.().catch(() => {})
  const below = (child: unknown, childSchema: JsonSchema) => {
    if (isPlainObject(child) && typeof child.type === 'string')
      prefetchElement(entries, child as unknown as UISchemaElement, childSchema, context, undefined, depth + 1)
  }
  if (Array.isArray((element as { elements?: unknown }).elements)) {
    for (const child of (element as { elements: unknown[] }).elements)
      below(child, schema)
    return
  }
  const scope = (element as { scope?: unknown }).scope
  if (typeof scope !== 'string')
    return
  // A schema part that cannot be resolved or generated is left to the renderers, which explain it.
  let target: JsonSchema | undefined
  let detail: unknown
  try {
    // The schema the testers resolved when they ranked the element, kept beside its ranks (against
    // the schema narrowed to the control's own property, as `pickRenderer` hands it to them).
    const bound = controlSchema(element as UISchemaElement, scopedSchema(element as UISchemaElement, toRaw(schema)), context)
    const items = isPlainObject(bound?.items) ? Resolve.schema(bound, '#/items', context.rootSchema) : undefined
    target = isPlainObject(items) && items.type === 'object' ? items : bound?.type === 'object' ? bound : undefined
    if (target)
      detail = isPlainObject(element.options?.detail) ? element.options.detail : sharedUiSchema(target, context.rootSchema)
  }
  catch {
    return
  }
  if (target)
    below(detail, target)
}
