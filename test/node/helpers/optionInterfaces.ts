import { type OptionGroup, optionSourceFiles, readOptionGroups } from '../../../scripts/options/readOptions'

/** The option types a guide page documents (`@docsPage`), read as the generator reads them. */
export function readOptionInterfaces(root: string): OptionGroup[] {
  return readOptionGroups(root, optionSourceFiles(root)).filter(group => group.page)
}
