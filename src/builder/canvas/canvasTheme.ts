/**
 * The classes of the canvas frames. Overridable: `FormBuilder`'s `ui.canvas` replaces any of them.
 * Selected frames are outlined; the name and the toolbar show on hover, on focus and when selected.
 */
export const canvasTheme = {
  frame: 'group/frame relative rounded-md p-2 pt-6 outline-offset-2 transition-colors',
  idle: 'outline-1 outline-transparent hover:outline-dashed hover:outline-accented',
  selected: 'outline-2 outline-primary',
  // A tab or step of a Categorization on the canvas keeps room to drop into, empty or not.
  container: 'min-h-16 border border-dashed border-default [&_[data-category-index]]:min-h-16',
  bar: 'absolute inset-x-1 top-0.5 flex items-center justify-between gap-1',
  name: 'max-w-[60%] cursor-grab truncate rounded select-none px-1.5 text-xs text-muted opacity-0 group-hover/frame:opacity-100 focus-visible:opacity-100 aria-pressed:opacity-100 hover:text-highlighted focus-visible:text-highlighted focus-visible:outline-2 focus-visible:outline-primary aria-pressed:text-primary aria-pressed:font-medium',
  /** The empty block of a field far from the view on a large form (see `windowedAbove`), until it comes near. */
  far: 'h-14',
  emptyHint: 'pointer-events-none rounded-md border border-dashed border-default p-6 text-center text-sm text-muted',
  dropBox: 'pointer-events-none absolute z-10 rounded-md bg-primary/10 ring-2 ring-primary',
  dropLine: 'pointer-events-none absolute z-10 rounded-full bg-primary',
  toolbar: 'flex shrink-0 items-center rounded-md bg-default shadow-sm ring ring-default',
}

export type CanvasTheme = typeof canvasTheme
