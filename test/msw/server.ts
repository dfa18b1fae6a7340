import { setupServer } from 'msw/node'
import { handlers } from './handlers'

/** Every request a component makes in a test is answered here; anything unhandled fails the test. */
export const server = setupServer(...handlers)
