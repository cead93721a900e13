/**
 * A product logo as an image address that needs no request: the SVG itself, percent-encoded.
 * Pages show it this way, so the header paints without waiting for a file; the server finds the
 * same address in pre-rendered pages when it puts an enterprise's logo in its place.
 */
export const inlineLogo = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
