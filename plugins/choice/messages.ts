import { defineMessages } from 'nuxt-ui-jsonforms/kit'

/** Strings of the choice family. */
export const choiceMessages = defineMessages({
  'nui.choice.notAChoice': '“{value}” is not one of the choices',
})
