import { Actions, configReducer } from '@jsonforms/core'

/** A form's `config` state, as JSON Forms' root keeps it: its defaults under the host's `config`. */
export const formConfig = (config: unknown): ReturnType<typeof configReducer> => configReducer(undefined, Actions.setConfig(config))
