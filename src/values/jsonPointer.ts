/** `%20` → ` `; a malformed escape (`100%`) is kept as it is. */
function decode(part: string): string {
  try {
    return decodeURIComponent(part)
  }
  catch {
    return part
  }
}

/**
 * What a URI-fragment JSON pointer (`#`, `#/properties/a~1b%20c`, as in a `$ref` or an AJV
 * `schemaPath`) points to inside `root`: own properties only; `undefined` when nothing is there.
 */
export function pointerTarget(root: unknown, ref: string): unknown {
  if (ref === '#')
    return root
  return ref.slice(2).split('/')
    .map(part => decode(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined), root)
}
