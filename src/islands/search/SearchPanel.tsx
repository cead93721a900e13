import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { rememberSynonyms } from '../../lib/synonyms.ts';
import { createSearchPanel, type PanelContext, panelUrl } from '../../stores/search-panel.ts';
import { browserEnv } from '../../stores/search-panel-env.ts';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';
import { Icon } from '../icons/Icon.tsx';
import { Suggestions } from './Suggestions.tsx';

const input = 'focus-ring min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 pr-10';
const option =
  'flex cursor-pointer items-center gap-2 px-3 py-2 aria-selected:bg-brand-light hover:bg-surface-alt';
const clear = 'focus-ring absolute right-2 top-1/2 -translate-y-1/2 rounded px-2 text-ink-muted';
const locate =
  'focus-ring absolute right-1 top-1/2 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded text-ink-muted hover:text-ink';

interface Props {
  context: PanelContext;
  placeholder: string;
  /** The page's address, for the first render on the server. */
  pageUrl: string;
  /** Keeps ids apart when a page has two panels (the top bar's and the results page's). */
  idPrefix?: string;
}

/** A box with a list: arrows move through it, Enter picks (or searches), Escape closes it. */
function listKeys(list: {
  open: boolean;
  move: (step: 1 | -1) => void;
  enter: () => unknown;
  dismiss: () => void;
}) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      list.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void list.enter();
    } else if (event.key === 'Escape' && list.open) {
      event.stopPropagation();
      list.dismiss();
    }
  };
}

/**
 * The search panel (spec 2.3): keyword with typeahead, location chosen from a list, Reset, Search.
 * It sits in a GET form whose action is the results page, so before its script runs (or without
 * any) it is a plain form: the keyword and the typed city go to the results page. Once hydrated
 * it takes the form's submission over and applies every rule of the spec.
 */
function SearchPanel({ context, placeholder, pageUrl, idPrefix = '' }: Props) {
  const [panel] = useState(() => createSearchPanel(context, browserEnv(context, pageUrl)));
  const keyword = useStore(panel.$keyword);
  const location = useStore(panel.$location);
  const root = useRef<HTMLDivElement>(null);
  const keywordBox = useRef<HTMLInputElement>(null);
  const locationBox = useRef<HTMLInputElement>(null);
  const id = (name: string) => `${idPrefix}${name}`;

  useEffect(() => {
    void rememberSynonyms();
    // Text typed while the script was loading is what the reader means: take it up.
    const typed = keywordBox.current?.value ?? '';
    if (typed !== panel.$keyword.get().text) panel.typeKeyword(typed);
    const place = locationBox.current?.value ?? '';
    if (place !== panel.$location.get().text) panel.typeLocation(place);

    const form = root.current?.closest('form');
    if (!form) return;
    panel.readFiltersFrom(() => {
      const data = new FormData(form);
      return {
        remote: data.get('remote') ? 'true' : undefined,
        easyApply: data.get('easyApply') ? 'true' : undefined,
        workFacts: data.getAll('workFacts').join(',') || undefined,
        qualified: data.get('qualified') ? 'true' : undefined,
      };
    });
    const submit = (event: SubmitEvent) => {
      event.preventDefault();
      void panel.runSearch();
    };
    const outside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) panel.clickOutside();
    };
    const focusOutside = (event: FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) panel.leaveKeyword();
    };
    form.addEventListener('submit', submit);
    document.addEventListener('mousedown', outside);
    document.addEventListener('focusin', focusOutside);
    return () => {
      form.removeEventListener('submit', submit);
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('focusin', focusOutside);
    };
  }, [panel]);

  return (
    <div ref={root} className="@container">
      {/* Narrow panels stack; from 48rem the fields share a row and the list is measured
          against the whole row (the keyword field is then static). */}
      <div className="grid gap-4 @3xl:relative @3xl:grid-cols-[2fr_1fr_auto_auto] @3xl:items-end">
        <div className="relative flex flex-col gap-1 @3xl:static">
          <label htmlFor={id('keyword')} className="font-semibold">
            Job title, skill or keyword
          </label>
          <div className="relative">
            <input
              ref={keywordBox}
              id={id('keyword')}
              name="keyword"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={keyword.open}
              aria-controls={id('suggestions')}
              aria-activedescendant={
                keyword.active >= 0 ? id(`suggestion-${keyword.active}`) : undefined
              }
              autoComplete="off"
              maxLength={200}
              placeholder={placeholder}
              className={input}
              value={keyword.text}
              onChange={(event) => panel.typeKeyword(event.target.value)}
              onKeyDown={listKeys({
                open: keyword.open,
                move: panel.moveActive,
                enter: panel.enterKeyword,
                dismiss: panel.dismissKeyword,
              })}
            />
            {keyword.text && (
              <button
                type="button"
                aria-label="Clear keyword"
                className={clear}
                onClick={panel.clearKeyword}
              >
                ×
              </button>
            )}
          </div>
          {keyword.open && (
            <Suggestions
              id={idPrefix}
              items={keyword.items}
              active={keyword.active}
              healthcare={context.healthcare}
              onPick={panel.pickSuggestion}
              onSeeAll={panel.seeAll}
            />
          )}
        </div>

        <div className="relative flex flex-col gap-1">
          <label htmlFor={id('location')} className="font-semibold">
            Location
          </label>
          <div className="relative">
            <input
              ref={locationBox}
              id={id('location')}
              // Without script the typed city is sent as it is; with it, only a chosen place.
              name="city"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={location.open}
              aria-controls={id('location-suggestions')}
              aria-activedescendant={
                location.open && location.active >= 0 ? id(`place-${location.active}`) : undefined
              }
              aria-invalid={location.error ? true : undefined}
              aria-describedby={location.error ? id('location-error') : undefined}
              autoComplete="off"
              maxLength={120}
              className={input}
              value={location.text}
              onChange={(event) => panel.typeLocation(event.target.value)}
              onBlur={() => setTimeout(panel.leaveLocation, 150)}
              onKeyDown={listKeys({
                open: location.open,
                move: panel.moveLocation,
                enter: panel.enterLocation,
                dismiss: panel.dismissLocation,
              })}
            />
            {location.text ? (
              <button
                type="button"
                aria-label="Clear location"
                className={clear}
                onClick={panel.clearLocation}
              >
                ×
              </button>
            ) : (
              <button
                type="button"
                aria-label="Use my location"
                title="Use my location"
                aria-busy={location.locating || undefined}
                disabled={location.locating}
                className={locate}
                onClick={() => void panel.locateMe()}
              >
                <Icon name="map" size={18} />
              </button>
            )}
          </div>
          {location.locating && (
            <p role="status" className="text-sm text-ink-muted">
              Finding where you are…
            </p>
          )}
          {location.error && (
            <p id={id('location-error')} role="alert" className="text-sm text-danger">
              {location.error}
            </p>
          )}
          {location.open && location.items.length > 0 && (
            <div
              id={id('location-suggestions')}
              role="listbox"
              aria-label="Places"
              className="absolute top-full z-30 mt-1 max-h-40 w-full overflow-y-auto rounded-lg border border-line bg-white shadow-lg"
            >
              {location.items.map((place, index) => (
                <div
                  key={place.placeId}
                  id={id(`place-${index}`)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === location.active}
                  className={option}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => panel.pickPlace(place)}
                  onKeyDown={(event) => event.key === 'Enter' && panel.pickPlace(place)}
                >
                  {place.description}
                </div>
              ))}
            </div>
          )}
        </div>

        {context.healthcare && <input type="hidden" name="is-healthcare" value="true" />}
        <a
          className="btn-secondary"
          href={panelUrl(context, {})}
          onClick={(event) => {
            event.preventDefault();
            panel.resetSearch();
          }}
        >
          Reset
        </a>
        <button type="submit" className="btn-primary">
          Search
        </button>
      </div>
    </div>
  );
}

export default withErrorBoundary(SearchPanel);
