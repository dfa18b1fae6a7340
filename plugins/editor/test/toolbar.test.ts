import { describe, expect, it } from 'vitest'
import { editorMessages } from '../messages'
import { defaultToolbar, resolveToolbar } from '../toolbar'

const t = (key: keyof typeof editorMessages) => editorMessages[key]

describe('toolbar', () => {
  it('labels every built-in item with its translated name', () => {
    const groups = defaultToolbar(t)
    expect(groups).toHaveLength(4)
    expect(groups.flat().map(item => (item as { 'aria-label': string })['aria-label'])).toEqual(
      ['Undo', 'Redo', 'Paragraph', 'Heading 2', 'Heading 3', 'Bold', 'Italic', 'Strikethrough', 'Code', 'Bulleted list', 'Numbered list', 'Quote'],
    )
    expect(groups[1]![1]).toMatchObject({ kind: 'heading', level: 2, label: 'Heading 2' })
  })

  it('drops items whose command the editor lacks, and groups left empty', () => {
    const groups = defaultToolbar(t, command => !['undo', 'redo', 'toggleHeading'].includes(command))
    expect(groups).toHaveLength(3)
    expect(groups[0]!.map(item => (item as { kind: string }).kind)).toEqual(['paragraph'])
  })

  it('uses an array option as given, [] included, and the built-in toolbar otherwise', () => {
    const custom = [{ kind: 'mark', mark: 'bold', label: 'B' }]
    expect(resolveToolbar(custom, () => [])).toBe(custom)
    expect(resolveToolbar([], () => [[{ label: 'x' }]])).toEqual([])
    expect(resolveToolbar(undefined, () => [[{ label: 'x' }]])).toEqual([[{ label: 'x' }]])
    expect(resolveToolbar('bold', () => [[{ label: 'x' }]])).toEqual([[{ label: 'x' }]])
  })
})
