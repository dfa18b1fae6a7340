import { type MessageValues, formatMessage } from '../../i18n/messages'
import { builderMessages } from '../messages'

type BuilderKey = keyof typeof builderMessages & string

/** An edit the model refuses, with the key of its message so the builder can show it translated. */
export class EditError extends RangeError {
  constructor(readonly key: BuilderKey, readonly values: MessageValues = {}) {
    super(formatMessage(builderMessages[key], values))
  }
}

/** What the user reads about a refused edit: the translated message of an `EditError`, else the error's own. */
export function editErrorText(error: unknown, t: (key: BuilderKey, values?: MessageValues) => string): string {
  return error instanceof EditError ? t(error.key, error.values) : (error as Error).message
}
