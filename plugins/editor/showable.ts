import type { Editor } from '@tiptap/core'
import { isPlainObject } from 'nuxt-ui-jsonforms/kit'

/** The ProseMirror schema of an editor instance (its node and mark types, from its extensions). */
export type EditorSchema = Editor['schema']

/** What an editor can show of a stored document that does not fit its schema. */
export interface Unshowable {
  /** The part of the document the editor can show: the document without the nodes and marks it lacks, or an empty document. */
  content: Record<string, unknown>
  /** The node and mark types the schema lacks, in document order (none when the document only has its parts in the wrong places). */
  types: string[]
  /** Whether `content` is empty because even the known part does not fit. */
  empty: boolean
}

const emptyDocument = () => ({ type: 'doc', content: [{ type: 'paragraph' }] })

/** The document is one the schema accepts as it is (the check ProseMirror makes when it loads one). */
function fits(document: unknown, schema: EditorSchema): boolean {
  try {
    schema.nodeFromJSON(document).check()
    return true
  }
  catch {
    // Unknown types, misplaced nodes, bad attributes, or a document too deep to walk.
    return false
  }
}

/**
 * `undefined` when the editor shows `document` as stored; otherwise what it can show of it. A
 * document that does not fit is never handed to the editor as it is: ProseMirror would replace it
 * with an empty one, which the first keystroke would then store over the stored value.
 */
export function checkDocument(document: Record<string, unknown>, schema: EditorSchema): Unshowable | undefined {
  if (fits(document, schema))
    return undefined
  const types = new Set<string>()
  let known: unknown
  try {
    known = knownPart(document, schema, types)[0]
  }
  catch {
    // Too deep to walk: nothing of it is shown.
  }
  const shown = known !== undefined && fits(known, schema)
  return { content: shown ? known as Record<string, unknown> : emptyDocument(), types: [...types], empty: !shown }
}

/**
 * `node` with each node of a type the schema lacks replaced by its content (a table by the
 * paragraphs of its cells) and each unknown mark left off; the lacking types are added to `types`.
 */
function knownPart(node: unknown, schema: EditorSchema, types: Set<string>): unknown[] {
  if (!isPlainObject(node))
    return []
  const type = String(node.type)
  const knownType = Object.hasOwn(schema.nodes, type)
  if (!knownType)
    types.add(type)
  const marks = Array.isArray(node.marks)
    ? node.marks.filter((mark) => {
        const name = String(isPlainObject(mark) ? mark.type : mark)
        const known = Object.hasOwn(schema.marks, name)
        if (!known)
          types.add(name)
        return known
      })
    : undefined
  const content = Array.isArray(node.content) ? node.content.flatMap(child => knownPart(child, schema, types)) : undefined
  if (!knownType)
    return content ?? []
  const part: Record<string, unknown> = { ...node }
  if (marks)
    part.marks = marks
  if (content)
    part.content = content
  return [part]
}
