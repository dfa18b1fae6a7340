import { type FormExample, controlElement as control, verticalLayout as vertical } from 'nuxt-ui-jsonforms/kit'

/**
 * The playground answers `api/*` itself (an MSW worker, `playground/mocks/`): nothing leaves the page.
 * In an application these are the URLs of a real search service.
 */
export const autocompleteExample: FormExample = {
  id: 'autocomplete',
  title: 'Remote autocomplete',
  group: 'Autocomplete',
  description: 'An `api` option renders a UInputMenu whose items come from a GET request for the typed text (debounced, the latest query wins). Type at least two letters, e.g. "pa" or "ly". The answers come from a mock service worker inside the playground.',
  schema: {
    type: 'object',
    properties: {
      city: { type: 'string', title: 'City', description: 'api: { url: "api/cities", params: { country: "FR" }, itemsPath: "results", labelKey: "name", valueKey: "code" }: stores the INSEE code.' },
      airport: { type: 'string', title: 'Airport', description: 'Deep paths: itemsPath "data.matches", labelKey "airport.name", valueKey "airport.codes.iata"; queryKey "search", a header, minLength 3.' },
      office: { type: 'string', title: 'Office', description: 'The service answers without the expected list: a message, and the local suggestion list instead.' },
    },
  },
  uischema: vertical(
    control('city', {
      api: { url: 'api/cities', params: { country: 'FR' }, itemsPath: 'results', labelKey: 'name', valueKey: 'code' },
      placeholder: 'Type a city…',
      showUnfocusedDescription: true,
    }),
    control('airport', {
      api: { url: 'api/airports', queryKey: 'search', headers: { 'X-Demo-Key': 'playground' }, itemsPath: 'data.matches', labelKey: 'airport.name', valueKey: 'airport.codes.iata' },
      minLength: 3,
      showUnfocusedDescription: true,
      inputMenu: { variant: 'subtle' },
    }),
    control('office', {
      api: { url: 'api/offices', itemsPath: 'offices' },
      suggestion: ['Paris', 'Lyon', 'Marseille', 'Toulouse'],
      showUnfocusedDescription: true,
    }),
  ),
  data: {},
}

export const autocompleteCapsExample: FormExample = {
  id: 'autocomplete-caps',
  title: 'Long answers',
  group: 'Autocomplete',
  description: 'An answer is read up to `maxBytes` (1 MB unless set) and listed up to `maxItems` (1 000): past them a note says so. The service here answers 2 000 streets whatever is typed: type "st".',
  schema: {
    type: 'object',
    properties: {
      street: { type: 'string', title: 'Street', description: 'maxItems: 50: the first 50 of the 2 000, and a note.' },
      district: { type: 'string', title: 'District', description: 'maxBytes: 2 000: the answer is larger and not read; a message says so.' },
    },
  },
  uischema: vertical(
    control('street', { api: { url: 'api/streets' }, maxItems: 50, placeholder: 'Type a street…', showUnfocusedDescription: true }),
    control('district', { api: { url: 'api/streets' }, maxBytes: 2_000, placeholder: 'Type a district…', showUnfocusedDescription: true }),
  ),
  data: {},
}

/** This family's gallery examples; the playground collects them. */
export const examples = [autocompleteExample, autocompleteCapsExample]
