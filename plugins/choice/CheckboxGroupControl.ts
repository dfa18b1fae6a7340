import { choiceGroupControl } from './choiceGroup'

/** A list of values picked from the choices, in `UCheckboxGroup`. */
export default choiceGroupControl('CheckboxGroupControl', true)
