/**
 * The classes of the Designer's panes. Overridable: `FormBuilder`'s `ui.designer` replaces any of them.
 * From `lg` the three columns fill the height left under the builder's bar, each scrolling on its
 * own, so that the canvas and the inspector are both in view; below it one pane shows at a time.
 */
export const designerTheme = {
  root: 'flex flex-col gap-3',
  panes: 'lg:hidden',
  grid: 'grid grid-cols-1 gap-3 lg:h-[calc(100dvh-16.5rem)] lg:min-h-[26rem] lg:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_minmax(0,22rem)] xl:grid-cols-[minmax(0,16rem)_minmax(0,1fr)_minmax(0,26rem)]',
  side: 'flex min-h-0 flex-col gap-3 lg:overflow-y-auto',
  /** The palette scrolls within half the column from `lg`; the outline below it is as tall as its rows. */
  palette: 'shrink-0 lg:flex lg:max-h-[50%] lg:flex-col',
  paletteBody: 'min-h-0 p-3 sm:p-3 lg:overflow-y-auto',
  outline: 'shrink-0',
  column: 'min-h-0 lg:flex lg:flex-col',
  scroll: 'min-h-0 flex-1 lg:overflow-y-auto p-3 sm:p-4',
  heading: 'mb-2 font-medium text-highlighted',
}

export type DesignerTheme = typeof designerTheme
