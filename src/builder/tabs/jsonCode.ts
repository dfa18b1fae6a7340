// The JSON tab's code editor (CodeMirror 6). Loaded on demand by JsonEditor.vue: nothing here may
// be imported statically by the builder, or CodeMirror joins the builder's first chunk.
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands'
import { json } from '@codemirror/lang-json'
import { HighlightStyle, bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language'
import { type Diagnostic, lintKeymap, setDiagnostics } from '@codemirror/lint'
import { Compartment, EditorState, type Text } from '@codemirror/state'
import { EditorView, drawSelection, highlightActiveLine, highlightActiveLineGutter, highlightSpecialChars, keymap, lineNumbers } from '@codemirror/view'
import { tags } from '@lezer/highlight'

/** Where a problem is (line and column from 1) and what it says. */
export interface CodeProblem {
  line: number
  column: number
  message: string
}

export interface JsonCodeEditorOptions {
  parent: HTMLElement
  text: string
  /** The attributes of the editable element: its accessible name, `aria-invalid`, `aria-describedby`. */
  attributes: Record<string, string>
  /** CodeMirror's own strings that can show (`EditorState.phrases`), translated. */
  phrases: Record<string, string>
  /** Called with the whole text after each edit made in the editor. */
  onText: (text: string) => void
}

export interface JsonCodeEditor {
  readonly view: EditorView
  /** Replaces the whole text (an edit made elsewhere). */
  setText: (text: string) => void
  setAttributes: (attributes: Record<string, string>) => void
  /** Marks the problem at its spot, or clears the mark. */
  showProblem: (problem: CodeProblem | undefined) => void
  destroy: () => void
}

/** A colour of Nuxt UI's palette pulled toward the strongest text colour: darker in light mode, lighter in dark. */
const readable = (color: string) => `color-mix(in srgb, var(--ui-${color}) 55%, var(--ui-text-highlighted))`

const highlight = HighlightStyle.define([
  { tag: tags.propertyName, color: readable('primary') },
  { tag: tags.string, color: readable('info') },
  { tag: [tags.number, tags.bool, tags.null], color: readable('warning') },
  { tag: tags.invalid, color: readable('error') },
])

/** Nuxt UI's colours through its CSS variables, so that light and dark mode both read well. */
const theme = EditorView.theme({
  '&': {
    color: 'var(--ui-text)',
    backgroundColor: 'var(--ui-bg)',
    border: '1px solid var(--ui-border-accented)',
    borderRadius: 'calc(var(--ui-radius) * 1.5)',
    fontSize: '0.75rem',
    maxHeight: '45em',
  },
  '&.cm-focused': { outline: '2px solid var(--ui-primary)', outlineOffset: '-1px' },
  '.cm-scroller': { fontFamily: 'var(--font-mono, ui-monospace, SFMono-Regular, Menlo, monospace)', lineHeight: '1.5' },
  '.cm-content, .cm-gutter': { minHeight: '27em' },
  '.cm-content': { caretColor: 'var(--ui-text-highlighted)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--ui-text-highlighted)' },
  '.cm-gutters': { backgroundColor: 'var(--ui-bg)', color: 'var(--ui-text-muted)', borderRight: '1px solid var(--ui-border)', borderRadius: 'calc(var(--ui-radius) * 1.5) 0 0 calc(var(--ui-radius) * 1.5)' },
  // The cursor's line and bracket pair show in the editor being typed in only, not in its neighbours.
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'transparent' },
  '&.cm-focused .cm-activeLine, &.cm-focused .cm-activeLineGutter': { backgroundColor: 'var(--ui-bg-muted)' },
  '&.cm-focused .cm-activeLineGutter': { color: 'var(--ui-text-highlighted)' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection': { backgroundColor: 'var(--ui-bg-accented)' },
  '.cm-matchingBracket': { backgroundColor: 'transparent' },
  '&.cm-focused .cm-matchingBracket': { backgroundColor: 'var(--ui-bg-accented)', outline: '1px solid var(--ui-border-inverted)' },
  '.cm-nonmatchingBracket, &.cm-focused .cm-nonmatchingBracket': { color: readable('error') },
  '.cm-tooltip': { backgroundColor: 'var(--ui-bg)', color: 'var(--ui-text)', border: '1px solid var(--ui-border)', borderRadius: 'var(--ui-radius)' },
  '.cm-diagnostic-error': { borderLeftColor: 'var(--ui-error)' },
  '.cm-panels': { backgroundColor: 'var(--ui-bg-elevated)', color: 'var(--ui-text)' },
  '.cm-panels.cm-panels-bottom': { borderTop: '1px solid var(--ui-border)' },
  '.cm-panel.cm-panel-lint ul [aria-selected]': { backgroundColor: 'var(--ui-bg-accented)', color: 'var(--ui-text-highlighted)' },
})

/** The range a problem marks: the character at its line and column, or the end of the line when it is past it. */
export function problemRange(doc: Text, problem: CodeProblem): { from: number, to: number } {
  const line = doc.line(Math.min(Math.max(problem.line, 1), doc.lines))
  const from = Math.min(line.from + Math.max(problem.column - 1, 0), line.to)
  return { from, to: Math.min(from + 1, line.to) }
}

/**
 * A JSON editor in `parent`. Tab is left to the page (no `indentWithTab`), so keyboard users move
 * on from the editor as from a text area.
 */
export function createJsonCodeEditor(options: JsonCodeEditorOptions): JsonCodeEditor {
  const attributes = new Compartment()
  let outside = false
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.text,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightSpecialChars(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        highlightActiveLine(),
        json(),
        syntaxHighlighting(highlight),
        theme,
        keymap.of([...defaultKeymap, ...historyKeymap, ...lintKeymap]),
        EditorState.phrases.of(options.phrases),
        attributes.of(EditorView.contentAttributes.of(options.attributes)),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !outside)
            options.onText(update.state.doc.toString())
        }),
      ],
    }),
  })
  return {
    view,
    setText(text) {
      if (text === view.state.doc.toString())
        return
      outside = true
      try {
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } })
      }
      finally {
        outside = false
      }
    },
    setAttributes(next) {
      view.dispatch({ effects: attributes.reconfigure(EditorView.contentAttributes.of(next)) })
    },
    showProblem(problem) {
      const diagnostics: Diagnostic[] = problem ? [{ ...problemRange(view.state.doc, problem), severity: 'error', message: problem.message }] : []
      view.dispatch(setDiagnostics(view.state, diagnostics))
    },
    destroy: () => view.destroy(),
  }
}
