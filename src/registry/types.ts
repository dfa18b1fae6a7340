import type { JsonSchema, RankedTester } from '@jsonforms/core'
import type { Component } from 'vue'
import type { StylesOverride } from '../options/styles'
import type { PaletteEntry } from './palette'

/**
 * How AJV checks a format a family draws, when AJV has no definition of its own: `true` accepts any
 * string (an annotation: the family checks and reports the value itself), a pattern the string must match.
 */
export type FormatCheck = true | RegExp

/** A module that provides a component as its default export, or the component itself. */
export type LoadedComponent = Component | { default: Component }

interface EntryBase {
  /** Unique within its plugin; shown in chunk events and in load-error messages. */
  name: string
  /** JSON Forms tester: the highest rank wins, `-1` means "not for me". Must be synchronous and cheap. */
  tester: RankedTester
  /**
   * The options this renderer reads, as a JSON Schema of `uischema.options` (each property with a
   * `title`, a `description` and the documented `default`). The builder's inspector renders it for
   * an element this entry wins.
   */
  optionSchema?: JsonSchema
}

/** An entry whose component ships with the main bundle. */
export interface EagerEntry extends EntryBase {
  component: Component
  load?: never
}

/** An entry whose component is fetched the first time a form dispatches to it. */
export interface LazyEntry extends EntryBase {
  load: () => Promise<LoadedComponent>
  component?: never
}

/** A renderer entry of a plugin: its component given (`EagerEntry`) or loaded on first use (`LazyEntry`). */
export type PluginEntry = EagerEntry | LazyEntry

/** One control family: a name, its renderer entries and its theme parts. */
export interface RendererPlugin {
  name: string
  entries: readonly PluginEntry[]
  /** The family's default theme parts (its `styles.ts`); composed into `defaultStyles`. */
  styles?: StylesOverride
  /** What the builder's palette offers from this family: fields and containers it renders. */
  palette?: readonly PaletteEntry[]
  /**
   * The palette groups this family introduces, id → English label (`{ media: 'Media' }`), shown
   * between the core's `input` and `structure` in the order the families declare them. The host
   * translates one as `nui.builder.group.<id>`.
   */
  paletteGroups?: Readonly<Record<string, string>>
  /**
   * The schema `format` values its renderers draw (`{ phone: /^\+?[\d ]+$/ }`): the builder's
   * inspector suggests them, and `createAjv` checks them where AJV has no definition of its own.
   */
  formats?: Readonly<Record<string, FormatCheck>>
}
