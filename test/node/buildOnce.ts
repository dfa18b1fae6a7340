import { execFileSync } from 'node:child_process'

/**
 * Vitest global setup of the node project: builds the library once, so that every node test
 * (dist checks, the MCP bin) reads the same fresh `dist/` and no two tests build at once.
 */
export default function buildOnce(): void {
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] })
}
