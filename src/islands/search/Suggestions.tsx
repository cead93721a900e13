import type { SearchSuggestion } from '../../shared/dto/job.ts';
import { SHOWN } from '../../stores/search-panel.ts';
import { Icon } from '../icons/Icon.tsx';

const option =
  'flex cursor-pointer items-center gap-2 px-3 py-2 aria-selected:bg-brand-light hover:bg-surface-alt';

function label(s: SearchSuggestion, healthcare: boolean) {
  if (s.type === 'T') return { text: s.name, where: 'in job title' };
  const [low, high] = (s.yearsRange ?? '').split('-');
  const range = low && high ? ` [${low}-${high}]` : '';
  return { text: `${s.name}${range}`, where: healthcare ? 'in specialization' : 'in skills' };
}

interface Props {
  id: string;
  items: SearchSuggestion[];
  active: number;
  healthcare: boolean;
  onPick: (suggestion: SearchSuggestion) => void;
  onSeeAll: () => void;
}

/**
 * The keyword's drop-down (spec 2.3, 9): at most five suggestions, 'See All' past five, 'No
 * results found' for none. It spans the whole panel on narrow panels and 46 percent of it from
 * 48rem on, where 46 percent (22rem) still fits a suggestion with its icon and label; the
 * panel's layout sets which element it is measured against.
 */
export function Suggestions({ id, items, active, healthcare, onPick, onSeeAll }: Props) {
  const shown = items.slice(0, SHOWN);
  return (
    <div className="absolute left-0 top-full z-30 mt-1 w-full rounded-lg border border-line bg-white shadow-lg @3xl:w-[46%]">
      {shown.length === 0 ? (
        <p className="px-3 py-2" role="status">
          No results found
        </p>
      ) : (
        <div
          id={`${id}suggestions`}
          role="listbox"
          aria-label="Suggestions"
          className="max-h-40 overflow-y-auto"
        >
          {shown.map((s, i) => {
            const { text, where } = label(s, healthcare);
            return (
              <div
                key={`${s.type}-${s.name}`}
                id={`${id}suggestion-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                className={option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onPick(s)}
                onKeyDown={(event) => event.key === 'Enter' && onPick(s)}
              >
                <Icon name={s.type === 'T' ? 'briefcase' : 'star'} size={16} className="shrink-0" />
                <span>{text}</span>
                <span className="text-sm text-ink-muted">{where}</span>
              </div>
            );
          })}
        </div>
      )}
      {items.length > SHOWN && (
        <button
          type="button"
          className="btn link-plain w-full justify-start border-t border-line"
          onClick={onSeeAll}
        >
          See All
        </button>
      )}
    </div>
  );
}
