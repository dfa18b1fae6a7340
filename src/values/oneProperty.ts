/**
 * `{ [name]: value }`, made without a hidden class of its own. V8 gives each object literal with a
 * computed key a map for that key, hung on the map every `{}` starts from; a form of thousands of
 * fields would add thousands of them, and every object built key by key afterwards (Vue's props,
 * the theme's variant merges) gets slower: at 2 000 text fields, Vue's `setFullProps` took 80 ms of
 * a mount against 20 ms with this (`bench/README.md`, "Objects with a key per field"). An object
 * made without a prototype is kept as a dictionary, which no shared map describes; it gets the
 * ordinary prototype once its property is set (set before, a `__proto__` key would call the setter).
 */
export function oneProperty<T>(name: string, value: T): Record<string, T> {
  const object = Object.create(null) as Record<string, T>
  object[name] = value
  return Object.setPrototypeOf(object, Object.prototype) as Record<string, T>
}
