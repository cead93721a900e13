import type { PlaceSuggestion } from '../../../src/shared/dto/place.ts';
import { searchTerms } from '../../../src/shared/search-terms.ts';
import { allPlaces, type Place } from './gazetteer.ts';

interface Indexed {
  place: Place;
  city: string;
  state: string;
  description: string;
  placeId: string;
}

let index: Indexed[] | undefined;

const key = (text: string) => searchTerms(text, 16).join(' ');

function indexed(): Indexed[] {
  index ??= allPlaces()
    .map((place) => {
      const description = [
        place.city,
        place.state !== place.city ? place.state : null,
        place.country,
      ]
        .filter(Boolean)
        .join(', ');
      return {
        place,
        city: key(place.city),
        state: key(place.state),
        description,
        placeId: Buffer.from(`${place.countryCode}|${place.state}|${place.city}`).toString(
          'base64url',
        ),
      };
    })
    .sort((a, b) => b.place.population - a.place.population);
  return index;
}

function toSuggestion(entry: Indexed): PlaceSuggestion {
  return {
    description: entry.description,
    placeId: entry.placeId,
    addressComponents: [
      { types: ['locality'], shortName: entry.place.city },
      { types: ['administrative_area_level_1'], shortName: entry.place.state },
      { types: ['country'], shortName: entry.place.countryCode },
    ],
  };
}

/** Cities whose name starts with the text (accents and case ignored), most populous first. */
export function searchPlaces(text: string, limit = 10): PlaceSuggestion[] {
  const typed = key(text);
  if (!typed) return [];
  return indexed()
    .filter(
      (e) =>
        e.city.startsWith(typed) ||
        e.description.toLowerCase().startsWith(text.trim().toLowerCase()),
    )
    .slice(0, limit)
    .map(toSuggestion);
}

/** Regions (states, provinces) whose name starts with the text: the ?type=R check. */
export function searchRegions(text: string, limit = 10): PlaceSuggestion[] {
  const typed = key(text);
  if (!typed) return [];
  const seen = new Set<string>();
  const out: PlaceSuggestion[] = [];
  for (const entry of indexed()) {
    const id = `${entry.place.countryCode}|${entry.place.state}`;
    if (!entry.state.startsWith(typed) || seen.has(id)) continue;
    seen.add(id);
    out.push({
      description: `${entry.place.state}, ${entry.place.country}`,
      placeId: Buffer.from(id).toString('base64url'),
      addressComponents: [
        { types: ['administrative_area_level_1'], shortName: entry.place.state },
        { types: ['country'], shortName: entry.place.countryCode },
      ],
    });
    if (out.length >= limit) break;
  }
  return out;
}

/** The place a description names exactly: the ?type=D details look-up. */
export function placeDetails(description: string): PlaceSuggestion | null {
  const wanted = description.trim().toLowerCase();
  const entry = indexed().find((e) => e.description.toLowerCase() === wanted);
  return entry ? toSuggestion(entry) : null;
}

/** The distance between two points on the Earth, in kilometres (haversine). */
function kilometres(lat1: number, lng1: number, lat2: number, lng2: number) {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}

/** The city nearest a point ('Use my location'): of the gazetteer's, the closest. */
export function nearestPlace(lat: number, lng: number): PlaceSuggestion | null {
  let nearest: Indexed | undefined;
  let best = Number.POSITIVE_INFINITY;
  for (const entry of indexed()) {
    const distance = kilometres(lat, lng, entry.place.lat, entry.place.lng);
    if (distance < best) [nearest, best] = [entry, distance];
  }
  return nearest ? toSuggestion(nearest) : null;
}
