import { defineMessages } from 'nuxt-ui-jsonforms/kit'

/** Strings of the upload family. */
export const uploadMessages = defineMessages({
  'nui.upload.dropLabel': 'Drop a file here or click to browse',
  'nui.upload.dropLabelMultiple': 'Drop files here or click to browse',
  'nui.upload.acceptHint': 'Accepted: {accept}.',
  'nui.upload.sizeHint': 'Up to {size} per file.',
  'nui.upload.rejectedType': '{name} was not added: only {accept} files are accepted.',
  'nui.upload.rejectedSize': '{name} was not added: it is {size}, over the {limit} limit.',
  'nui.upload.readFailed': '{name} could not be read and was not added.',
  'nui.upload.reading': 'Reading {name}: {percent}%',
  'nui.upload.fallbackName': 'File {index}',
  'nui.upload.invalidValue': 'The stored value is not a data URL ({value}). It is kept until you add or remove a file.',
  'nui.upload.invalidItems': '{count} stored item(s) are not data URLs and are not shown. They are kept until you add or remove a file.',
  'nui.upload.notAList': 'This field stores a list of files, but the stored value is not a list ({value}). It is kept until you add or remove a file.',
})
