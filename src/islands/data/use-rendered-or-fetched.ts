import { useEffect, useState } from 'react';
import { api } from '../../stores/api.ts';

/**
 * An island's data as the page rendered it (`initial`), so it reads without scripts and nothing
 * below it moves; when the page could not, fetched from `path` once the island runs. `data` is
 * null while on its way, `failed` once it cannot come; `quiet` fetches without sending a signed-out
 * reader to sign in.
 */
export function useRenderedOrFetched<T>(initial: T | null, path: string, quiet = false) {
  const [data, setData] = useState<T | null>(initial);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (initial) return;
    api.get<T>(path, { quiet }).then(setData, () => setFailed(true));
  }, [initial, path, quiet]);
  return { data, setData, failed };
}
