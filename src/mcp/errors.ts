/** A refusal or failure of a docs request, worded for the person reading the tool result. */
export class DocsFetchError extends Error {
  override name = 'DocsFetchError'
}
