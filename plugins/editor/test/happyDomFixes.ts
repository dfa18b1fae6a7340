/**
 * Two places where happy-dom departs from the DOM standard in ways DOMPurify depends on. Without
 * them DOMPurify sanitises next to nothing under happy-dom (the editor's own probe then falls back
 * to text only). Browsers need neither. Import this before anything imports `dompurify`, which
 * captures the DOM's getters when it loads.
 *
 * 1. `Node.prototype.nodeName` always returns '' (element classes override it), and DOMPurify
 *    reads names through that prototype getter so that a clobbered `form.nodeName` cannot fool it.
 * 2. `NodeIterator` is a TreeWalker: when the node it last returned is removed (DOMPurify removes
 *    forbidden nodes as it goes) it stops, instead of carrying on from the removed node's place.
 */
const base = Node.prototype

if (Object.getOwnPropertyDescriptor(base, 'nodeName')?.get?.call(document.createElement('p')) === '') {
  Object.defineProperty(base, 'nodeName', {
    configurable: true,
    get(this: Node) {
      for (let proto = Object.getPrototypeOf(this); proto && proto !== base; proto = Object.getPrototypeOf(proto)) {
        const getter = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get
        if (getter)
          return getter.call(this)
      }
      return ''
    },
  })
}

/** The node after `node` in document order, within `root`. */
function following(node: Node, root: Node): Node | null {
  if (node.firstChild)
    return node.firstChild
  for (let at: Node | null = node; at && at !== root; at = at.parentNode) {
    if (at.nextSibling)
      return at.nextSibling
  }
  return null
}

/** `node` is `root` or inside it (walked by hand: happy-dom's `contains` can miss a removal). */
function isInside(node: Node, root: Node): boolean {
  for (let at: Node | null = node; at; at = at.parentNode) {
    if (at === root)
      return true
  }
  return false
}

/** The node before `node` in document order. */
function preceding(node: Node): Node | null {
  let at = node.previousSibling
  if (!at)
    return node.parentNode
  while (at.lastChild)
    at = at.lastChild
  return at
}

// The standard's removing steps, reduced to what a forward-only iterator needs.
// Patched where happy-dom defines it (a class between `document` and `Document.prototype`).
let owner: object | null = document
while (owner && !Object.prototype.hasOwnProperty.call(owner, 'createNodeIterator'))
  owner = Object.getPrototypeOf(owner)
;(owner as Document).createNodeIterator = function (root: Node, whatToShow = 0xFFFFFFFF, filter: NodeFilter | null = null) {
  let reference: Node | null = null
  let before: Node | null = null
  const accepts = (node: Node) => ((whatToShow >>> (node.nodeType - 1)) & 1) === 1
    && (!filter || (typeof filter === 'function' ? filter(node) : filter.acceptNode(node)) === NodeFilter.FILTER_ACCEPT)
  return {
    root,
    whatToShow,
    filter,
    nextNode() {
      let next: Node | null
      if (!reference)
        next = root
      else if (isInside(reference, root))
        next = following(reference, root)
      else
        next = before ? following(before, root) : null
      while (next && !accepts(next))
        next = following(next, root)
      reference = next
      before = next && next !== root ? preceding(next) : null
      return next
    },
    previousNode: () => null,
    detach: () => {},
  } as unknown as NodeIterator
}
