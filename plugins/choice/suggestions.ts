import { type Choice, type ChoiceTranslation, enumLabel, indexOfValue } from './items'

/**
 * The `suggestion` option as choices: strings and numbers, each once, leaving out what the schema
 * already offers; labelled like enum values (translated under `<prefix>.<value>`).
 */
export function suggestionChoices(suggestion: unknown, choices: readonly Choice[], translation?: ChoiceTranslation): Choice[] {
  if (!Array.isArray(suggestion))
    return []
  const suggested: Choice[] = []
  for (const value of suggestion) {
    const usable = (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value))
    if (usable && indexOfValue(choices, value) < 0 && indexOfValue(suggested, value) < 0)
      suggested.push({ label: enumLabel(value, translation), value })
  }
  return suggested
}

/** A `suggestion` array makes the select menu free-form: the user may also type a value of their own. */
export const isFreeForm = (suggestion: unknown): boolean => Array.isArray(suggestion)

/**
 * What the select menu lists, as groups: the schema's choices, then the suggestions. In a
 * free-form menu, a stored value found in neither (typed earlier) joins the second group, so it
 * shows as selected instead of being reported as unknown.
 */
export function menuGroups(choices: readonly Choice[], suggestion: unknown, value: unknown, translation?: ChoiceTranslation): Choice[][] {
  const extra = suggestionChoices(suggestion, choices, translation)
  const typed = isFreeForm(suggestion) && value !== undefined && value !== null && typeof value !== 'object'
    && indexOfValue(choices, value) < 0 && indexOfValue(extra, value) < 0
  const second = typed ? [...extra, { label: enumLabel(value, translation), value }] : extra
  return [[...choices], second].filter(group => group.length > 0)
}

/** The value a typed entry stores: the text without surrounding spaces; nothing for blank text. */
export function typedValue(text: unknown): string | undefined {
  const trimmed = typeof text === 'string' ? text.trim() : ''
  return trimmed === '' ? undefined : trimmed
}
