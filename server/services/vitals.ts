import type { VitalsReport } from '../../src/shared/dto/web-vitals.ts';
import type { Db } from '../db/connect.ts';
import { insertWebVitals } from '../db/repositories/web-vitals.ts';

/** Stores the metrics one page view reported, one row each; returns how many were stored. */
export async function recordWebVitals(db: Db, { page, flavour, metrics }: VitalsReport) {
  const created_at = new Date().toISOString();
  await insertWebVitals(
    db,
    metrics.map((m) => ({
      page,
      flavour,
      metric: m.name,
      value: m.value,
      rating: m.rating,
      navigation_type: m.navigationType,
      created_at,
    })),
  );
  return metrics.length;
}
