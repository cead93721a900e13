import { z } from 'zod';

/** A place suggestion (spec 3): description, placeId and its address components. */
export interface PlaceSuggestion {
  description: string;
  placeId: string;
  addressComponents: { types: string[]; shortName: string }[];
}

/** `places/{text}`: the typed place text (spec 7.2). */
export const placeParamSchema = z.object({ text: z.string().max(200) });
/** `?type=`: R regions, D the details of one description; none, cities by prefix. */
export const placeQuerySchema = z.object({ type: z.enum(['R', 'D']).optional() });
/** `places?lat=&lng=`: the city nearest a point, in degrees. */
export const placeNearSchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});
