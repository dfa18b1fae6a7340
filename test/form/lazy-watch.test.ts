import { describe, expect, it } from 'vitest'
import { effectScope, nextTick, ref } from 'vue'
import { LazyWatch } from '../../src/control/lazyWatch'

describe('LazyWatch', () => {
  function setup() {
    const value = ref(0)
    const heard: number[] = []
    const scope = effectScope()
    const watcher = scope.run(() => new LazyWatch(value, next => heard.push(next)))!
    return { value, heard, scope, watcher }
  }

  it('hears nothing until started, and nothing once stopped', async () => {
    const { value, heard, watcher } = setup()
    value.value = 1
    await nextTick()
    expect(heard).toEqual([])

    watcher.start()
    watcher.start()
    value.value = 2
    await nextTick()
    expect(heard).toEqual([2])

    watcher.stop()
    value.value = 3
    await nextTick()
    expect(heard).toEqual([2])

    watcher.start()
    value.value = 4
    await nextTick()
    expect(heard).toEqual([2, 4])
  })

  it('stops with the scope it was made in, and starts nothing once the scope has stopped', async () => {
    const { value, heard, scope, watcher } = setup()
    watcher.start()
    scope.stop()
    value.value = 1
    await nextTick()
    watcher.start()
    value.value = 2
    await nextTick()
    expect(heard).toEqual([])
  })
})
