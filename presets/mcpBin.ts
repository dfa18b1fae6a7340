#!/usr/bin/env node
import { startStdioServer } from '../src/assembly/mcp'
import { mcpForms } from './mcpForms'

// `nuxt-ui-jsonforms-mcp`: the docs tools and the form tools, which rank with the presets' families.
startStdioServer(mcpForms)
