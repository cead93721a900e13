import { Hono } from 'hono';
import {
  placeNearSchema,
  placeParamSchema,
  placeQuerySchema,
} from '../../../src/shared/dto/place.ts';
import { notFound, ok } from '../../http/envelope.ts';
import {
  nearestPlace,
  placeDetails,
  searchPlaces,
  searchRegions,
} from '../../services/places/search.ts';
import { valid } from '../validate.ts';

/**
 * Place look-ups from the shipped gazetteer (spec 7.2): cities by prefix, ?type=R regions,
 * ?type=D the details of one description; and the city nearest a point (?lat=&lng=).
 */
export function placeRoutes() {
  return new Hono()
    .get('/places', valid('query', placeNearSchema), (c) => {
      const { lat, lng } = c.req.valid('query');
      const place = nearestPlace(lat, lng);
      if (!place) throw notFound();
      return ok(c, place);
    })
    .get(
      '/places/:text',
      valid('param', placeParamSchema),
      valid('query', placeQuerySchema),
      (c) => {
        const { text } = c.req.valid('param');
        const { type } = c.req.valid('query');
        if (type === 'R') return ok(c, searchRegions(text));
        if (type === 'D') {
          const place = placeDetails(text);
          if (!place) throw notFound();
          return ok(c, place);
        }
        return ok(c, searchPlaces(text));
      },
    );
}
