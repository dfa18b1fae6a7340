import type { StylesOverride } from 'nuxt-ui-jsonforms/kit'

/** Theme parts of the object sub-form. */
export const objectStyles = {
  object: {
    /** The card around the sub-form. */
    root: 'w-full',
    /** The card title (the control's label). */
    title: 'font-medium text-highlighted',
    description: 'mt-1 text-sm text-muted',
    /** The sub-form inside the card. */
    body: 'flex flex-col gap-4',
    /** Errors that concern the object as a whole. */
    error: 'text-sm text-error',
    /** An empty object whose schema is open further up (a recursive schema), folded: its name and the button that opens it. */
    folded: 'flex flex-col gap-2 rounded-lg bg-default ring ring-default p-4 sm:px-6',
    /** The note on a stored value that is not an object, and the folded object's "not filled in yet". */
    note: 'flex items-start gap-1.5 text-sm text-default',
    noteIcon: 'size-4 shrink-0 mt-0.5 text-warning',
    /** The folded object's Add button: a native button with the classes of a soft, extra-small, primary `UButton`. */
    add: 'rounded-md font-medium inline-flex items-center gap-1 px-2 py-1 text-xs transition-colors text-primary bg-primary/10 hover:bg-primary/15 active:bg-primary/15 outline-primary/25 focus-visible:outline-3 disabled:cursor-not-allowed disabled:opacity-75 disabled:bg-primary/10',
    /** A map's entries (`additionalProperties`, `patternProperties`): the list, an entry's row, its key and its value. */
    entries: 'flex flex-col gap-3',
    entriesTitle: 'text-sm font-medium text-highlighted',
    entry: 'flex flex-wrap items-start gap-2',
    entryKey: 'w-full sm:w-48 shrink-0',
    entryValue: 'min-w-0 flex-1',
    /** The row that adds an entry: the new key and the Add button. */
    addEntry: 'flex flex-wrap items-end gap-2',
  },
} satisfies StylesOverride
