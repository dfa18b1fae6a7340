import type { DateKind } from './kinds'

type InsideIcons = { leadingIcon?: string, trailingIcon?: string }

/**
 * Where `iconPlacement: "inside"` draws the icons of a date field. A date-time reads as one field
 * across its two widgets: the leading icon starts its date, the trailing one ends its time.
 */
export function widgetIcons(kind: DateKind, icons: InsideIcons): { date: InsideIcons, time: InsideIcons } {
  const { leadingIcon, trailingIcon } = icons
  if (kind === 'date-time')
    return { date: leadingIcon ? { leadingIcon } : {}, time: trailingIcon ? { trailingIcon } : {} }
  return kind === 'time' ? { date: {}, time: icons } : { date: icons, time: {} }
}
