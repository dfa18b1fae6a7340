import { choiceGroupControl } from './choiceGroup'

/** A single value picked from a few choices, in `URadioGroup`. */
export default choiceGroupControl('RadioControl', false)
