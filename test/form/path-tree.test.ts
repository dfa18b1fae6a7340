import { describe, expect, it } from 'vitest'
import { reactive } from 'vue'
import { noteWrite, writtenPath } from '../../src/store/dataWrites'
import { insertPath, pathTree, removePath, someAtOrBelow, visitChanged, visitChangedAt } from '../../src/store/pathTree'

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

  it('visits the same paths along a written path as the whole walk does', () => {
    const root = tree(['', 'name', 'address', 'address.street', 'address.zip', 'tags', 'tags.0', 'tags.1'])
    const writes: Array<[string, unknown]> = [
      ['address.zip', { ...before, address: { ...address, zip: '2' } }],
      ['name', { ...before, name: 'Al' }],
      ['address', { ...before, address: { street: 'High', zip: '9' } }],
      ['tags.1', { ...before, tags: ['a', 'c'] }],
      ['tags', { ...before, tags: undefined }],
      ['nickname', { ...before, nickname: 'A' }],
    ]
    for (const [path, after] of writes) {
      const along: string[] = []
      visitChangedAt(root, path, before, after, seen => along.push(seen))
      expect(along.sort(), path).toEqual(changed(root, before, after))
    }
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

describe('a value at or below a path', () => {
  it('is found at the path itself or inside it, not beside or above it', () => {
    const tree = pathTree<number>()
    insertPath(tree, 'address.street', 1)
    insertPath(tree, 'name', 0)
    const positive = (value: number) => value > 0
    expect(someAtOrBelow(tree, 'address.street', positive)).toBe(true)
    expect(someAtOrBelow(tree, 'address', positive)).toBe(true)
    expect(someAtOrBelow(tree, '', positive)).toBe(true)
    expect(someAtOrBelow(tree, 'address.street.number', positive)).toBe(false)
    expect(someAtOrBelow(tree, 'name', positive)).toBe(false)
    expect(someAtOrBelow(tree, 'city', positive)).toBe(false)
  })
})

describe('the data a reducer wrote', () => {
  it('names the written path only for the data it was written from', () => {
    const from = { name: 'Ada', age: 1 }
    const to = { ...from, name: 'Al' }
    noteWrite(from, to, 'name')
    expect(writtenPath(from, to)).toBe('name')
    expect(writtenPath({ ...from }, to)).toBeUndefined()
    expect(writtenPath(from, { ...to })).toBeUndefined()
    noteWrite(from, 'not an object', 'name')
    expect(writtenPath(from, 'not an object')).toBeUndefined()
  })
})
