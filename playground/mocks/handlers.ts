import { HttpResponse, http } from 'msw'

const cities = [
  { name: 'Paris', code: '75056' },
  { name: 'Pau', code: '64445' },
  { name: 'Perpignan', code: '66136' },
  { name: 'Lyon', code: '69123' },
  { name: 'Lille', code: '59350' },
  { name: 'Marseille', code: '13055' },
  { name: 'Montpellier', code: '34172' },
  { name: 'Nantes', code: '44109' },
  { name: 'Nice', code: '06088' },
  { name: 'Toulouse', code: '31555' },
]

const airports = [
  { name: 'Paris Charles de Gaulle', iata: 'CDG' },
  { name: 'Paris Orly', iata: 'ORY' },
  { name: 'Lyon Saint-Exupéry', iata: 'LYS' },
  { name: 'Marseille Provence', iata: 'MRS' },
  { name: 'Nice Côte d\'Azur', iata: 'NCE' },
  { name: 'Toulouse Blagnac', iata: 'TLS' },
]

/** 2 000 streets, for the example of long answers: the service answers all of them whatever is typed. */
const streets = Array.from({ length: 2_000 }, (_, index) => `Street ${index + 1}`)

const matching = (text: string | null, name: string) => name.toLowerCase().includes((text ?? '').toLowerCase())

/** The playground's stand-in for a search service, for the autocomplete examples (relative `api/*` URLs). */
export const handlers = [
  http.get('*/api/cities', ({ request }) => {
    const text = new URL(request.url).searchParams.get('q')
    return HttpResponse.json({ results: cities.filter(city => matching(text, city.name)) })
  }),
  http.get('*/api/airports', ({ request }) => {
    const text = new URL(request.url).searchParams.get('search')
    const found = airports.filter(airport => matching(text, airport.name))
    return HttpResponse.json({ data: { matches: found.map(({ name, iata }) => ({ airport: { name, codes: { iata } } })) } })
  }),
  http.get('*/api/streets', () => HttpResponse.json(streets)),
  // Answers, but without the list the control is told to read: it shows its failure message.
  http.get('*/api/offices', () => HttpResponse.json({ message: 'no offices here' })),
]
