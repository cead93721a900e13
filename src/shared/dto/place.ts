/** A place suggestion (spec 3): description, placeId and its address components. */
export interface PlaceSuggestion {
  description: string;
  placeId: string;
  addressComponents: { types: string[]; shortName: string }[];
}
