/** The widget's `ui` for a field without a visible label: the widget's own label is kept for screen readers. */
export const srOnlyLabel = Object.freeze({ label: 'sr-only' })

/** What a boolean field stores for its widget's state: `true` when checked, else `false` (indeterminate included). */
export const storedChecked = (state: boolean | 'indeterminate'): boolean => state === true
