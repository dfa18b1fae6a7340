import { moveItem } from './arraySchema'

/**
 * Stable Vue keys for the items of a list, by position. The list's own operations (add, remove,
 * move, undo) update them so that an item keeps its key, its component and its focus when it
 * moves; an edit inside an item (which gives the item a new object) keeps it too, which an
 * identity-based key would not. A length change from outside adds or drops keys at the end.
 */
export class ItemKeys {
  private keys: number[] = []
  private next = 0

  /** The keys of a list of `length` items. */
  sync(length: number): readonly number[] {
    while (this.keys.length < length)
      this.keys.push(this.next++)
    if (this.keys.length > length)
      this.keys.length = length
    return [...this.keys]
  }

  /** A new item goes in at `index`; returns its key. */
  insert(index: number): number {
    const key = this.next++
    this.keys.splice(Math.max(0, Math.min(index, this.keys.length)), 0, key)
    return key
  }

  remove(index: number): void {
    this.keys.splice(index, 1)
  }

  move(from: number, to: number): void {
    this.keys = moveItem(this.keys, from, to)
  }
}
