import { describe, expect, it } from 'vitest'
import { reactive } from 'vue'
import { insertPath, pathTree, removePath, visitChanged } from '../../src/store/pathTree'

function tree(paths: string[]) {
  const root = pathTree<string>()
  for (const path of paths)
    insertPath(root, path, path)
  return root
}

const changed = (root: ReturnType<typeof tree>, before: unknown, after: unknown) => {
  const seen: string[] = []
  visitChanged(root, before, after, path => seen.push(path))
  return seen.sort()
}

describe('the tree of watched data paths', () => {
  const address = { street: 'Main', zip: '1' }
  const before = { name: 'Ada', address, tags: ['a', 'b'] }

  it('visits the paths whose value changed, ancestors included, and no others', () => {
    const root = tree(['', 'name', 'address', 'address.street', 'address.zip', 'tags', 'tags.1'])
    expect(changed(root, before, { ...before, address: { ...address, zip: '2' } })).toEqual(['', 'address', 'address.zip'])
    expect(changed(root, before, { ...before, name: 'Al' })).toEqual(['', 'name'])
    expect(changed(root, before, { ...before, tags: ['a', 'c'] })).toEqual(['', 'tags', 'tags.1'])
    expect(changed(root, before, before)).toEqual([])
  })

  it('reads values as JSON Forms does: own properties only, missing parents give undefined', () => {
    const root = tree(['address.zip', 'toString', 'name.length'])
    expect(changed(root, before, { name: 'Ada' })).toEqual(['address.zip'])
    // A string's length is an own property, as `Resolve.data` reads it.
    expect(changed(root, { name: 'Ada' }, { name: 'Alan' })).toEqual(['name.length'])
    expect(changed(root, { name: 'Ada' }, { name: 'Al' })).toEqual(['name.length'])
    expect(changed(root, { name: 'Ada' }, { name: 'Bob' })).toEqual([])
    expect(changed(root, undefined, { address: { zip: '1' } })).toEqual(['address.zip'])
  })

  it('looks through Vue proxies', () => {
    const root = tree(['address.zip'])
    expect(changed(root, before, { ...before, address: reactive(address) })).toEqual([])
  })

  it('forgets a removed path and the branches that led only to it', () => {
    const root = tree(['address.street', 'address.zip'])
    removePath(root, 'address.street')
    expect(changed(root, before, { ...before, address: { street: 'High', zip: '1' } })).toEqual([])
    removePath(root, 'address.zip')
    expect(root.children.size).toBe(0)
    removePath(root, 'not.there')
    expect(root.children.size).toBe(0)
  })
})
