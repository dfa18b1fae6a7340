import type { StylesOverride } from 'nuxt-ui-jsonforms/kit'

/** Theme parts of the array control and of ListWithDetail. */
export const arrayStyles = {
  array: {
    root: 'flex w-full flex-col gap-3',
    header: 'flex items-center justify-between gap-2',
    title: 'font-medium text-highlighted',
    description: 'text-sm text-muted',
    /** The list of items. */
    list: 'flex flex-col gap-3',
    /** An item of an array of primitives: its input and its buttons in a row. */
    row: 'flex items-end gap-2',
    rowBody: 'min-w-0 flex-1',
    /** The header of an item card: its title and its buttons. */
    itemHeader: 'flex items-center justify-between gap-2',
    itemTitle: 'min-w-0 truncate text-sm font-medium text-highlighted',
    actions: 'flex shrink-0 items-center gap-1',
    empty: 'text-sm text-muted',
    note: 'flex items-start gap-1.5 text-sm text-default',
    noteIcon: 'mt-0.5 size-4 shrink-0 text-warning',
    error: 'text-sm text-error',
    /** The table view (`layout: "table"`): its scroll box, the table, its header cells and its cells. */
    tableWrap: 'w-full overflow-x-auto rounded-md ring ring-default',
    table: 'w-full border-collapse text-sm',
    tableHead: 'bg-elevated/50 px-3 py-2 text-start font-medium text-highlighted',
    tableCell: 'border-t border-default px-3 py-2 align-top',
  },
  listWithDetail: {
    root: 'grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]',
    /** The list of item titles. */
    master: 'flex flex-col gap-1',
    /** The selected item's form. */
    detail: 'min-w-0',
  },
} satisfies StylesOverride
