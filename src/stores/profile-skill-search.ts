import { map } from 'nanostores';
import { api } from './api.ts';

export const SKILL_DEBOUNCE_MS = 300;

export interface CatalogueSkill {
  id: number;
  name: string;
}

export interface SkillSearchState {
  text: string;
  open: boolean;
  loading: boolean;
  items: CatalogueSkill[];
}

/** Finding a skill in the catalogue (GET public skills?keyword=, up to 20, prefix first). */
export function createSkillSearch(onPick: (skill: CatalogueSkill) => void) {
  const $search = map<SkillSearchState>({ text: '', open: false, loading: false, items: [] });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | undefined;

  function type(text: string) {
    $search.set({ ...$search.get(), text });
    clearTimeout(timer);
    request?.abort();
    if (!text.trim()) {
      $search.set({ text, open: false, loading: false, items: [] });
      return;
    }
    timer = setTimeout(async () => {
      request = new AbortController();
      $search.setKey('loading', true);
      try {
        const items = await api.get<CatalogueSkill[]>(
          `skills?keyword=${encodeURIComponent(text.trim())}`,
          { public: true, signal: request.signal, quiet: true },
        );
        $search.set({ ...$search.get(), items, open: true, loading: false });
      } catch {
        $search.set({ ...$search.get(), items: [], open: false, loading: false });
      }
    }, SKILL_DEBOUNCE_MS);
  }

  function pick(skill: CatalogueSkill) {
    clearTimeout(timer);
    $search.set({ text: '', open: false, loading: false, items: [] });
    onPick(skill);
  }

  const close = () => $search.setKey('open', false);

  return { $search, type, pick, close };
}

export type SkillSearch = ReturnType<typeof createSkillSearch>;
