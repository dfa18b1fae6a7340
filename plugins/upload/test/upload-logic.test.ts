import type { JsonSchema, UISchemaElement } from '@jsonforms/core'
import { winningEntry } from 'nuxt-ui-jsonforms/kit'
import { describe, expect, it } from 'vitest'
import { acceptsFile, dataUrlBytes, formatSize, parseDataUrl, percentOf, withFileName } from '../dataUrl'
import { displayNames, preview, readStored, toStored } from '../stored'
import { isDataUrlSchema, uploadTester } from '../testers'

const hello = 'data:text/plain;base64,aGVsbG8='

describe('parseDataUrl', () => {
  it('reads type, name parameter, base64 flag and payload', () => {
    expect(parseDataUrl('data:image/png;name=my%20photo.png;base64,iVBORw0KGgo=')).toEqual({ mediaType: 'image/png', name: 'my photo.png', base64: true, data: 'iVBORw0KGgo=' })
    expect(parseDataUrl(hello)).toEqual({ mediaType: 'text/plain', base64: true, data: 'aGVsbG8=' })
  })

  it('defaults the type to text/plain and reads percent-encoded payloads', () => {
    expect(parseDataUrl('data:,Hello%2C%20World')).toEqual({ mediaType: 'text/plain', base64: false, data: 'Hello%2C%20World' })
    expect(parseDataUrl('data:;base64,aGk=')?.mediaType).toBe('text/plain')
  })

  it('refuses what is not a data URL', () => {
    for (const value of ['https://files.example/a.png', 'photo.png', 'data:image/png;base64', 'data:image/png;base64,@@@', 'data:not a type,x', 'data:,%E0%A4%A', 42, null, undefined, ['data:,a'], { url: hello }])
      expect(parseDataUrl(value), String(value)).toBeUndefined()
  })

  it('decodes the bytes of base64 and plain payloads', () => {
    expect(new TextDecoder().decode(dataUrlBytes(hello))).toBe('hello')
    expect(new TextDecoder().decode(dataUrlBytes('data:,a%20b'))).toBe('a b')
    expect(dataUrlBytes('nope')).toBeUndefined()
  })

  it('adds the file name as a parameter, encoded', () => {
    expect(withFileName('data:image/png;base64,AAAA', 'a;b,c.png')).toBe('data:image/png;name=a%3Bb%2Cc.png;base64,AAAA')
    expect(parseDataUrl(withFileName('data:image/png;base64,AAAA', 'a;b,c.png'))?.name).toBe('a;b,c.png')
    expect(withFileName('data:;base64,AAAA', 'x.bin')).toBe('data:application/octet-stream;name=x.bin;base64,AAAA')
    expect(withFileName('not a url', 'x')).toBe('not a url')
  })
})

describe('acceptsFile', () => {
  const pdf = { name: 'Report.PDF', type: 'application/pdf' }
  const png = { name: 'photo.png', type: 'image/png' }
  const txt = { name: 'notes.txt', type: 'text/plain' }

  it('accepts everything without a list, or with * and */*', () => {
    for (const accept of [undefined, '', '*', '*/*'])
      expect(acceptsFile(txt, accept)).toBe(true)
  })

  it('matches MIME types, wildcards and extensions, case-insensitively', () => {
    expect(acceptsFile(png, 'image/*,.pdf')).toBe(true)
    expect(acceptsFile(pdf, 'image/*, .pdf')).toBe(true)
    expect(acceptsFile(txt, 'image/*,.pdf')).toBe(false)
    expect(acceptsFile(pdf, 'APPLICATION/PDF')).toBe(true)
    expect(acceptsFile({ name: 'x', type: 'text/plain;charset=utf-8' }, 'text/plain')).toBe(true)
    expect(acceptsFile({ name: 'x', type: 'imagex/png' }, 'image/*')).toBe(false)
  })
})

describe('formatSize and percentOf', () => {
  it('formats bytes in powers of 1024', () => {
    expect(formatSize(0)).toBe('0 B')
    expect(formatSize(512)).toBe('512 B')
    expect(formatSize(1536)).toBe('1.5 KB')
    expect(formatSize(5242880)).toBe('5 MB')
    expect(formatSize(3 * 1024 ** 3)).toBe('3 GB')
    expect(formatSize(1536, 'fr')).toBe('1,5 KB')
  })

  it('gives whole percentages, 0 for an unknown total', () => {
    expect(percentOf(1, 3)).toBe(33)
    expect(percentOf(5, 5)).toBe(100)
    expect(percentOf(5, 0)).toBe(0)
  })
})

describe('stored values', () => {
  it('reads one data URL, a list, and says what is wrong with the rest', () => {
    expect(readStored(undefined, false)).toEqual({ urls: [] })
    expect(readStored('', false)).toEqual({ urls: [] })
    expect(readStored(hello, false)).toEqual({ urls: [hello] })
    expect(readStored('photo.png', false)).toEqual({ urls: [], problem: { key: 'nui.upload.invalidValue', value: 'photo.png' } })
    expect(readStored(12, false).problem).toEqual({ key: 'nui.upload.invalidValue', value: '12' })
    expect(readStored([hello, 'x', 3], true)).toEqual({ urls: [hello], problem: { key: 'nui.upload.invalidItems', count: 2 } })
    expect(readStored(hello, true).problem?.key).toBe('nui.upload.notAList')
  })

  it('stores nothing for no file, one string for one file, a list for several', () => {
    expect(toStored([], false)).toBeUndefined()
    expect(toStored([], true)).toBeUndefined()
    expect(toStored([hello], false)).toBe(hello)
    expect(toStored([hello], true)).toEqual([hello])
  })

  it('names stored files from their name parameter, else File n, unique', () => {
    const named = 'data:text/plain;name=a.txt;base64,aGk='
    expect(displayNames([named, hello, named], index => `File ${index}`)).toEqual(['a.txt', 'File 2', 'a.txt (2)'])
  })

  it('shortens long values in messages', () => {
    expect(preview('x'.repeat(100))).toHaveLength(40)
    expect(preview({ a: 1 })).toBe('{"a":1}')
  })
})

describe('upload tester', () => {
  const rank = (property: object, options?: object) => uploadTester(
    { type: 'Control', scope: '#/properties/f', ...(options && { options }) } as never,
    { type: 'object', properties: { f: property } } as never,
    { rootSchema: {}, config: {} } as never,
  )

  it('takes data-url strings and arrays, and format: "file" on strings and string arrays', () => {
    expect(rank({ type: 'string', format: 'data-url' })).toBe(3)
    expect(rank({ type: 'array', items: { type: 'string', format: 'data-url' } })).toBe(3)
    expect(rank({ type: 'array', format: 'data-url', items: { type: 'string' } })).toBe(3)
    expect(rank({ type: 'string' }, { format: 'file' })).toBe(3)
    expect(rank({ type: 'array', items: { type: 'string' } }, { format: 'file' })).toBe(3)
  })

  it('leaves other schemas alone', () => {
    expect(rank({ type: 'string' })).toBe(-1)
    expect(rank({ type: 'number' }, { format: 'file' })).toBe(-1)
    expect(rank({ type: 'array', items: { type: 'object' } }, { format: 'file' })).toBe(-1)
    expect(isDataUrlSchema({ type: 'string', format: 'uri' })).toBe(false)
  })
})

describe('upload under uiRenderers', () => {
  it('wins over the text input, the array list, the checkbox group and tags', async () => {
    const { uiPlugins } = await import('nuxt-ui-jsonforms')
    const winner = (property: object, options?: object) => {
      const schema = { type: 'object', properties: { f: property } }
      const uischema = { type: 'Control', scope: '#/properties/f', ...(options && { options }) }
      const won = winningEntry(uiPlugins, uischema as UISchemaElement, schema as JsonSchema)
      return won ? `${won.plugin.name}/${won.entry.name}` : 'none'
    }
    expect(winner({ type: 'string', format: 'data-url' })).toBe('upload/upload')
    expect(winner({ type: 'string' }, { format: 'file' })).toBe('upload/upload')
    expect(winner({ type: 'array', items: { type: 'string' } }, { format: 'file' })).toBe('upload/upload')
    expect(winner({ type: 'array', items: { type: 'string', format: 'data-url' } })).toBe('upload/upload')
    expect(winner({ type: 'array', items: { type: 'string', enum: ['a'] } }, { format: 'file' })).toBe('upload/upload')
    expect(winner({ type: 'array', items: { type: 'string' } }, { format: 'tags' })).toBe('tags/tags')
    expect(winner({ type: 'array', items: { type: 'string' } })).toBe('array/array')
  })
})
