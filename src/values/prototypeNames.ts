/**
 * JSON knows only own properties, but every plain object also answers to the names of
 * `Object.prototype`: `constructor`, `toString`, `valueOf`, `hasOwnProperty`, `__proto__`, ... A
 * data key or a schema property of such a name is read and written here as an own property, or
 * not at all.
 */

/** Whether plain objects answer to `key` through `Object.prototype` (`constructor`, `__proto__`, ...). */
export function isPrototypeName(key: PropertyKey): boolean {
  return Object.hasOwn(Object.prototype, key)
}

/**
 * The value of `object`'s own property `key`, `undefined` when it holds none. Read through the
 * property's descriptor: a Vue reactive proxy answers `proxy.hasOwnProperty` with a method of its
 * own, whatever the object holds.
 */
export function ownValue(object: object, key: PropertyKey): unknown {
  const descriptor = Object.getOwnPropertyDescriptor(object, key)
  return descriptor && ('get' in descriptor ? descriptor.get?.call(object) : descriptor.value)
}

/**
 * `object[key] = value`, except that `__proto__` is written as an own property, as `JSON.parse`
 * makes it (an assignment would replace the object's prototype).
 */
export function setDataValue(object: object, key: PropertyKey, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true })
  else
    (object as Record<PropertyKey, unknown>)[key] = value
}
