import { type JsonFormsCore, type Labelable, type Translator, type UISchemaElement, deriveLabelForUISchemaElement, isVisible } from '@jsonforms/core'

/** One tab (or step): a `Category`, or a nested `Categorization` shown as a tab of its own. */
export interface CategoryTab {
  element: UISchemaElement
  /** Its identifier in the URL hash: `options.queryId`, else its index among the elements. */
  id: string
  /** Its index among the categorization's `elements`. */
  index: number
  /** The translated `label` (or `i18n` key), if any. */
  label?: string
  /** `false` when a HIDE / SHOW rule hides it. */
  visible: boolean
}

/** An element that cannot become a tab, for the visible explanation. */
export interface StrayElement {
  /** 1-based position among the elements. */
  position: number
  /** Its `type`, or `undefined` when it is not a UI-schema element at all. */
  type?: string
}

/** What the rules and labels of the categories are evaluated against. */
export interface CategoryContext {
  data: unknown
  path: string
  ajv: JsonFormsCore['ajv'] | undefined
  config: unknown
  translate: Translator
}

const isTabType = (type: unknown) => type === 'Category' || type === 'Categorization'

/** `queryId` as an identifier: a non-empty string or a finite number, else `undefined`. */
function queryIdOf(element: UISchemaElement): string | undefined {
  const queryId = element.options?.queryId
  if (typeof queryId === 'number' && Number.isFinite(queryId))
    return String(queryId)
  return typeof queryId === 'string' && queryId.trim() !== '' ? queryId : undefined
}

function visibleUnder(element: UISchemaElement, context: CategoryContext): boolean {
  if (!element.rule || !context.ajv)
    return true
  try {
    return isVisible(element, context.data, context.path, context.ajv, context.config)
  }
  catch {
    // A rule JSON Forms cannot evaluate keeps the tab: hiding it would hide its fields for good.
    return true
  }
}

/**
 * The tabs of a categorization's `elements` and the elements that cannot be tabs. Identifiers are
 * unique: a `queryId` used twice (or equal to another tab's index) falls back to the index, then
 * gets a suffix.
 */
export function readCategories(elements: unknown, context: CategoryContext): { tabs: CategoryTab[], strays: StrayElement[] } {
  const tabs: CategoryTab[] = []
  const strays: StrayElement[] = []
  if (!Array.isArray(elements))
    return { tabs, strays }
  const taken = new Set<string>()
  elements.forEach((element: unknown, index) => {
    if (!element || typeof element !== 'object') {
      strays.push({ position: index + 1 })
      return
    }
    const uischema = element as UISchemaElement
    if (!isTabType(uischema.type)) {
      strays.push({ position: index + 1, type: typeof uischema.type === 'string' ? uischema.type : undefined })
      return
    }
    let id = queryIdOf(uischema) ?? String(index)
    if (taken.has(id))
      id = String(index)
    while (taken.has(id))
      id = `${id}~`
    taken.add(id)
    const label = deriveLabelForUISchemaElement(uischema as Labelable<boolean>, context.translate)
    tabs.push({ element: uischema, id, index, label: typeof label === 'string' && label.trim() ? label : undefined, visible: visibleUnder(uischema, context) })
  })
  return { tabs, strays }
}

/**
 * The tab to show: the one the URL (or the user) asked for if it is there, else `defaultTab`,
 * else the first one; `undefined` when there is no tab.
 */
export function resolveActive(wanted: string | undefined, ids: readonly string[], defaultTab: unknown): string | undefined {
  if (wanted !== undefined && ids.includes(wanted))
    return wanted
  const fallback = typeof defaultTab === 'number' ? String(defaultTab) : defaultTab
  if (typeof fallback === 'string' && ids.includes(fallback))
    return fallback
  return ids[0]
}
