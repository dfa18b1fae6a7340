/** What a date control edits: a day, a time of day, or both in one stored value. */
export type DateKind = 'date' | 'time' | 'date-time'

/** Kept apart from `dates.ts` so the testers do not pull `@internationalized/date` into the main bundle. */
export const dateKinds: readonly DateKind[] = Object.freeze(['date', 'time', 'date-time'])
