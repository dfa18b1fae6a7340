import { type Example, control, vertical } from './types'

export const submitExample: Example = {
  id: 'form-submit',
  title: 'Submit, errors and reset',
  group: 'Forms',
  description: 'Errors show once a field is left (`showErrors: \'touched\'`). Send with a field left empty: every error shows, a summary lists them, and the first invalid field takes the focus, its tab opened first. Fill them in and Send again: the button loads while the handler runs, then the data appears under Submitted. Reset goes back to the first data.',
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 2 },
      email: { type: 'string', title: 'E-mail', format: 'email' },
      city: { type: 'string', title: 'City' },
      zip: { type: 'string', title: 'Postcode', pattern: '^[0-9]{5}$', errorMessage: { pattern: 'Five digits, such as 75001' } },
    },
    required: ['name', 'email', 'zip'],
  },
  uischema: {
    type: 'Categorization',
    elements: [
      { type: 'Category', label: 'You', elements: [control('name'), control('email')] },
      { type: 'Category', label: 'Address', elements: [control('city'), control('zip')] },
    ],
  } as Example['uischema'],
  data: { name: 'Ada' },
  submit: { showErrors: 'touched' },
}

export const conditionalExample: Example = {
  id: 'form-conditional',
  title: 'Conditional required and messages',
  group: 'Forms',
  description: 'Pick "Business": Company becomes required (asterisk and error, from the schema\'s `if`/`then`). A card number makes the security code required (`dependencies`). No error shows before the first Send (`showErrors: \'submitted\'`).',
  schema: {
    type: 'object',
    properties: {
      kind: { type: 'string', title: 'Account', enum: ['Private', 'Business'] },
      company: { type: 'string', title: 'Company' },
      card: { type: 'string', title: 'Card number', minLength: 12 },
      cvc: { type: 'string', title: 'Security code', pattern: '^[0-9]{3,4}$', errorMessage: 'Three or four digits' },
    },
    required: ['kind'],
    if: { properties: { kind: { const: 'Business' } }, required: ['kind'] },
    then: { required: ['company'] },
    dependencies: { card: ['cvc'] },
  },
  uischema: vertical(control('kind'), control('company'), control('card'), control('cvc')),
  data: { kind: 'Private' },
  submit: { showErrors: 'submitted' },
}

/** The other document of the external-references example: an address, as a shared file holds it. */
const addressDocument = {
  $id: 'https://example.com/schemas/address.json',
  type: 'object',
  properties: {
    street: { type: 'string', title: 'Street', minLength: 3 },
    city: { type: 'string', title: 'City' },
    zip: { $ref: '#/definitions/zip' },
    country: { type: 'string', title: 'Country', enum: ['France', 'Germany', 'Italy', 'Spain'] },
  },
  required: ['street', 'city', 'zip'],
  definitions: {
    zip: { type: 'string', title: 'Postcode', pattern: '^[0-9]{5}$', errorMessage: { pattern: 'Five digits, such as 75001' } },
    email: { type: 'string', title: 'E-mail', format: 'email' },
  },
}

export const externalRefsExample: Example = {
  id: 'form-external-refs',
  title: 'External references',
  group: 'Forms',
  description: 'The order schema refers to another document, `address.json`, for both addresses and to one of its definitions for the e-mail (`address.json#/definitions/email`). The form gets that document through `schemas` and fetches nothing: its fields render and validate as the order\'s own. Type a four-digit postcode to see its error.',
  schema: {
    $id: 'https://example.com/schemas/order.json',
    type: 'object',
    properties: {
      email: { $ref: 'address.json#/definitions/email' },
      shipping: { $ref: 'address.json', title: 'Shipping address' },
      billing: { $ref: 'address.json', title: 'Billing address' },
    },
    required: ['email', 'shipping'],
  },
  schemas: [addressDocument],
  uischema: vertical(control('email'), control('shipping'), control('billing')),
  data: { email: 'ada@example.com', shipping: { street: '10 rue de Rivoli', city: 'Paris', zip: '75001', country: 'France' } },
  submit: { showErrors: 'always' },
}
