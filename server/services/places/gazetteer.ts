import cityTimezones from 'city-timezones';

export interface Place {
  city: string;
  state: string;
  /** The two-letter postal code of a US state. */
  stateCode?: string;
  country: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  population: number;
  /** Where it is, in degrees. */
  lat: number;
  lng: number;
}

let cache: Place[] | undefined;

/** The shipped gazetteer: about 7,300 cities of the world with their province and country. */
export function allPlaces(): Place[] {
  cache ??= cityTimezones.cityMapping
    .filter((entry) => entry.city && entry.country && entry.iso2)
    .map((entry) => ({
      city: entry.city,
      state: entry.province || entry.city,
      ...(entry.iso2 === 'US' && entry.state_ansi ? { stateCode: entry.state_ansi } : {}),
      country: entry.country,
      countryCode: entry.iso2,
      population: Math.round(entry.pop),
      lat: entry.lat,
      lng: entry.lng,
    }));
  return cache;
}

let countries: Map<string, string> | undefined;

/**
 * The country of a city or state the gazetteer knows: of a name several countries give a state
 * (Florida, Uruguay), the one with the most populous city of that name.
 */
export function countryOf(place: { city?: string; state?: string }): string | undefined {
  if (!countries) {
    countries = new Map();
    const byPopulation = allPlaces().toSorted((a, b) => b.population - a.population);
    for (const p of byPopulation)
      for (const key of [p.state, `${p.city}|${p.state}`])
        if (!countries.has(key)) countries.set(key, p.country);
  }
  return countries.get(place.city ? `${place.city}|${place.state}` : (place.state ?? ''));
}
