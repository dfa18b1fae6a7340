import { describe, expect, it } from 'vitest'
import { find, mountBuilder } from './mountBuilder'

const form = {
  schema: { type: 'object', properties: { name: { type: 'string' } } },
  uischema: { type: 'VerticalLayout', elements: [{ type: 'Control', scope: '#/properties/name' }] },
  data: {},
}
const classesOf = (selector: string) => [...find(selector).classList]

describe('FormBuilder: one theme for every part', { timeout: 120_000 }, () => {
  it('takes the host\'s styles injection for the outline, the Designer and the canvas, and a builder\'s ui prop over it', async () => {
    await mountBuilder({
      storageKey: false,
      modelValue: form,
      ui: { panels: { treeTitle: 'ui-title' }, designer: { grid: 'ui-grid' }, canvas: { idle: 'ui-idle' } },
    }, undefined, {
      provide: { styles: {
        builder: { treeTitle: 'host-title', treeKind: 'host-kind' },
        builderDesigner: { grid: 'host-grid', root: 'host-root' },
        builderCanvas: { idle: 'host-idle', bar: 'host-bar' },
      } },
    })
    const title = classesOf('[data-builder-tree] [data-tree-title]')
    expect(title).toContain('ui-title')
    expect(title).not.toContain('host-title')
    expect(classesOf('[data-builder-tree] [data-tree-kind]')).toContain('host-kind')
    expect(classesOf('[data-testid=builder-designer]')).toContain('host-root')
    expect(classesOf('[data-testid=builder-designer] > .ui-grid')).not.toContain('host-grid')
    const frame = classesOf('[data-testid=builder-canvas] [data-canvas-path="0"]')
    expect(frame).toContain('ui-idle')
    expect(frame).not.toContain('host-idle')
    expect(classesOf('[data-testid=builder-canvas] [data-canvas-path="0"] > div')).toContain('host-bar')
  })

  it('draws with the defaults when nothing overrides them', async () => {
    await mountBuilder({ storageKey: false, modelValue: form })
    expect(classesOf('[data-builder-tree] [data-tree-title]')).toContain('truncate')
    expect(classesOf('[data-testid=builder-canvas] [data-canvas-path="0"]')).toContain('outline-transparent')
  })
})
