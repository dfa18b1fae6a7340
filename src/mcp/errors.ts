/** A refusal or failure of a docs request, worded for the person reading the tool result. */
export class DocsFetchError extends Error {
  override name = 'DocsFetchError'
}

/** A tool input that cannot be checked as given, worded for the person reading the tool result. */
export class FormInputError extends Error {
  override name = 'FormInputError'
}
