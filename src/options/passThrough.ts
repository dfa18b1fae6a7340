/**
 * The rule for what a pass-through object (`options.input`, `config.formField`, ...) may carry to
 * a widget. A form definition is untrusted JSON, and Vue sets whatever reaches an element as a DOM
 * property or attribute: `innerHTML` writes markup, a string `onfocus` becomes an inline handler,
 * `href: "javascript:..."` runs on a click. A pass-through therefore carries component props only;
 * at any depth, these entries are dropped:
 *
 * - keys starting with `on` (any case) whose value is not a function: JSON cannot hold a
 *   function, so such a value is a string handler; an app's own function-valued listener stays;
 * - keys that write DOM content: `innerHTML`, `outerHTML`, `innerText`, `outerText`,
 *   `textContent`, `nodeValue`, `srcdoc` (any case);
 * - Vue's binding prefixes and reserved props: keys starting with `.` or `^` (forced DOM property
 *   or attribute), `key`, `ref`, `ref_for`, `ref_key`;
 * - editor hooks that hand code or markup to the DOM: `editorProps`, `parseOptions`, `extensions`,
 *   `handlers`;
 * - `as` (the element a component renders) unless it names a plain element of `PLAIN_ELEMENTS`
 *   (no `script`, `iframe`, `base`, `form`, ...) or is a component from code;
 * - strings that are script URLs (`javascript:`, `vbscript:`, also with spaces or control
 *   characters in front), whatever their key;
 * - anything nested deeper than `MAX_DEPTH` levels.
 *
 * Everything else (sizes, colours, variants, `ui` classes, icons, content props, values from code
 * such as dates or components) reaches the widget unchanged.
 */

const DOM_WRITES = new Set(['innerhtml', 'outerhtml', 'innertext', 'outertext', 'textcontent', 'nodevalue', 'srcdoc'])
const HOOKS = new Set(['editorprops', 'parseoptions', 'extensions', 'handlers'])
const VUE_RESERVED = new Set(['key', 'ref', 'ref_for', 'ref_key'])
/** Elements a pass-through `as` may name: containers and text, none that loads or runs content. */
const PLAIN_ELEMENTS = new Set(['div', 'span', 'section', 'article', 'aside', 'header', 'footer', 'main', 'nav', 'fieldset', 'legend', 'label', 'p', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'small'])
/** Browsers skip leading spaces and control characters and tabs or line breaks anywhere in a URL scheme. */
const SCRIPT_URL = /^[\0-\x20]*(?:j[\t\n\r]*a[\t\n\r]*v[\t\n\r]*a[\t\n\r]*s[\t\n\r]*c[\t\n\r]*r[\t\n\r]*i[\t\n\r]*p[\t\n\r]*t|v[\t\n\r]*b[\t\n\r]*s[\t\n\r]*c[\t\n\r]*r[\t\n\r]*i[\t\n\r]*p[\t\n\r]*t)[\t\n\r]*:/i
/** Deeper than any component prop goes; a bound on the walk for hostile nesting. */
const MAX_DEPTH = 32

/** Dropped: a marker no JSON value can be. */
const DROP = Symbol('drop')
/** Filtered JSON objects and arrays, kept for as long as their source lives. */
const filtered = new WeakMap<object, object>()

/**
 * A pass-through object as it may reach a widget (see the rule above): the object itself when it
 * carries nothing to drop, else a copy without those entries. Worked out once per object.
 */
export function safePassThrough(props: Record<string, unknown>): Record<string, unknown> {
  return safeValue('', props, 0) as Record<string, unknown>
}

function safeValue(key: string, value: unknown, depth: number): unknown {
  if (droppedKey(key, value))
    return DROP
  if (typeof value === 'string')
    return SCRIPT_URL.test(value) ? DROP : value
  if (!isJsonContainer(value))
    return value
  if (depth > MAX_DEPTH)
    return DROP
  let result = filtered.get(value)
  if (result === undefined) {
    // Marked first, so an object that holds itself (from code) ends the walk.
    filtered.set(value, value)
    result = Array.isArray(value) ? safeArray(value, depth) : safeObject(value as Record<string, unknown>, depth)
    filtered.set(value, result)
  }
  return result
}

function safeObject(source: Record<string, unknown>, depth: number): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined
  const keys = Object.keys(source)
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!
    const value = source[key]
    const safe = safeValue(key, value, depth + 1)
    if (safe === value && !copy)
      continue
    // Copied from the first change on, by `Object.fromEntries`, so an own `__proto__` key stays a key.
    copy ??= Object.fromEntries(keys.slice(0, index).map(kept => [kept, source[kept]]))
    if (safe !== DROP)
      Object.defineProperty(copy, key, { value: safe, enumerable: true, writable: true, configurable: true })
  }
  return copy ?? source
}

function safeArray(source: unknown[], depth: number): unknown[] {
  const safe = source.map(item => safeValue('', item, depth + 1))
  return safe.every((item, index) => item === source[index]) ? source : safe.filter(item => item !== DROP)
}

function droppedKey(key: string, value: unknown): boolean {
  if (key === '')
    return false
  const lower = key.toLowerCase()
  if (lower.startsWith('on'))
    return typeof value !== 'function'
  if (key === 'as')
    return typeof value === 'string' ? !PLAIN_ELEMENTS.has(value.toLowerCase()) : isJsonContainer(value) && !holdsCode(value)
  return DOM_WRITES.has(lower) || HOOKS.has(lower) || VUE_RESERVED.has(key) || key[0] === '.' || key[0] === '^'
}

/** A plain object or array, as JSON gives: class instances (dates, components' exports) are left alone. */
function isJsonContainer(value: unknown): value is object {
  if (typeof value !== 'object' || value === null)
    return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null || Array.isArray(value)
}

/** A component written in code (a render or setup function): JSON cannot make one. */
function holdsCode(value: object): boolean {
  const { render, setup } = value as { render?: unknown, setup?: unknown }
  return typeof render === 'function' || typeof setup === 'function'
}
