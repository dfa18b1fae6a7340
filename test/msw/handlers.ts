import type { RequestHandler } from 'msw'

/** Shared handlers; tests add their own with `server.use(...)`. */
export const handlers: RequestHandler[] = []
