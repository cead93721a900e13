import { map } from 'nanostores';
import { ApiRequestError } from '../lib/api/errors.ts';
import { type ShowcaseDto, STALE_ENTRY } from '../shared/dto/profile.ts';
import { api } from './api.ts';
import { titleFromName, uploadError, uploadFile } from './profile-upload.ts';
import type { FieldErrors } from './profile-validation.ts';
import { showToast } from './toasts.ts';

export interface Entry {
  id: number;
  version: number;
}

export type EntryForm = Record<string, string>;

/** What differs between work history and education. */
export interface EntryKind<T extends Entry> {
  path: string;
  attachments: {
    of: (entry: T) => ShowcaseDto[];
    with: (entry: T, list: ShowcaseDto[]) => T;
    category: 'SHOWCASE' | 'EDUCATION';
    idField: 'workHistoryId' | 'educationId';
    deletePath: string;
  };
  empty: EntryForm;
  toForm: (entry: T) => EntryForm;
  toBody: (form: EntryForm) => Record<string, string | null>;
  validate: (form: EntryForm) => FieldErrors;
  /** Newest first. */
  sortKey: (entry: T) => string;
  said: { saved: string; deleted: string; attached: string; detached: string };
}

export interface EntriesState<T extends Entry> {
  status: 'loading' | 'ready' | 'failed';
  items: T[];
  /** The entry in the form: an id, 'new', or none. */
  editing: number | 'new' | null;
  form: EntryForm;
  errors: FieldErrors;
  errorRound: number;
  formError: string | null;
  busy: boolean;
  /** The entry the candidate asked to delete, awaiting Yes or No. */
  deleting: number | null;
  /** The entry whose attachment is being uploaded. */
  uploading: number | null;
  attachError: { entryId: number; message: string } | null;
}

const messageOf = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : 'Something went wrong. Please try again.';

/** A list of dated profile entries with optimistic-concurrency edits and file attachments. */
export function createEntries<T extends Entry>(kind: EntryKind<T>) {
  const $entries = map<EntriesState<T>>({
    status: 'loading',
    items: [],
    editing: null,
    form: kind.empty,
    errors: {},
    errorRound: 0,
    formError: null,
    busy: false,
    deleting: null,
    uploading: null,
    attachError: null,
  });
  const patch = (p: Partial<EntriesState<T>>) => $entries.set({ ...$entries.get(), ...p });
  const sorted = (items: T[]) =>
    [...items].sort((a, b) => kind.sortKey(b).localeCompare(kind.sortKey(a)));

  async function load() {
    try {
      const items = await api.get<T[]>(kind.path, { quiet: true });
      patch({ status: 'ready', items: sorted(items) });
    } catch {
      patch({ status: 'failed' });
    }
  }

  const startNew = () => patch({ editing: 'new', form: kind.empty, errors: {}, formError: null });

  function startEdit(id: number) {
    const entry = $entries.get().items.find((e) => e.id === id);
    if (entry) patch({ editing: id, form: kind.toForm(entry), errors: {}, formError: null });
  }

  const cancel = () => patch({ editing: null, errors: {}, formError: null });

  function setField(key: string, value: string) {
    const { form, errors } = $entries.get();
    const { [key]: _fixed, ...rest } = errors;
    patch({ form: { ...form, [key]: value }, errors: rest });
  }

  function showErrors(errors: FieldErrors, formError: string | null = null) {
    const state = $entries.get();
    patch({ errors, formError, busy: false, errorRound: state.errorRound + 1 });
  }

  /** A stale edit (409): the entry is reloaded into the form, with the reason said. */
  async function reloadStale(id: number) {
    await load();
    const latest = $entries.get().items.find((e) => e.id === id);
    if (latest) patch({ form: kind.toForm(latest) });
    showErrors({}, STALE_ENTRY);
  }

  async function save() {
    const { editing, form, items, busy } = $entries.get();
    if (editing === null || busy) return;
    const errors = kind.validate(form);
    if (Object.keys(errors).length > 0) return showErrors(errors);
    const current = editing === 'new' ? undefined : items.find((e) => e.id === editing);
    const body = current
      ? { id: current.id, version: current.version, ...kind.toBody(form) }
      : kind.toBody(form);
    patch({ busy: true, formError: null });
    try {
      const saved = await api.put<T>(kind.path, body);
      const others = $entries.get().items.filter((e) => e.id !== saved.id);
      patch({ items: sorted([...others, saved]), editing: null, busy: false });
      showToast(kind.said.saved, 'success');
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409 && current)
        return reloadStale(current.id);
      showErrors({}, messageOf(error));
    }
  }

  const askDelete = (id: number) => patch({ deleting: id });
  const keep = () => patch({ deleting: null });

  async function confirmDelete() {
    const id = $entries.get().deleting;
    if (id === null) return;
    patch({ busy: true });
    try {
      await api.delete(`${kind.path}/${id}`);
      const { items, editing } = $entries.get();
      patch({
        items: items.filter((e) => e.id !== id),
        editing: editing === id ? null : editing,
        deleting: null,
        busy: false,
      });
      showToast(kind.said.deleted, 'success');
    } catch (error) {
      patch({ deleting: null, busy: false });
      showToast(messageOf(error), 'error');
    }
  }

  function replace(entryId: number, change: (list: ShowcaseDto[]) => ShowcaseDto[]) {
    patch({
      items: $entries
        .get()
        .items.map((e) =>
          e.id === entryId ? kind.attachments.with(e, change(kind.attachments.of(e))) : e,
        ),
    });
  }

  async function attach(entryId: number, file: File) {
    patch({ uploading: entryId, attachError: null });
    const title = titleFromName(file.name);
    const { category, idField } = kind.attachments;
    try {
      await uploadFile(file, category, { [idField]: entryId, title });
      // The upload answers with the file alone; the list brings it with its attachment id.
      await load();
      patch({ uploading: null });
      showToast(kind.said.attached, 'success');
    } catch (error) {
      patch({ uploading: null, attachError: { entryId, message: uploadError(error) } });
    }
  }

  async function detach(entryId: number, attachmentId: number) {
    try {
      await api.delete(`${kind.attachments.deletePath}/${attachmentId}`);
      replace(entryId, (list) => list.filter((a) => a.id !== attachmentId));
      showToast(kind.said.detached, 'success');
    } catch (error) {
      showToast(messageOf(error), 'error');
    }
  }

  return {
    $entries,
    load,
    startNew,
    startEdit,
    cancel,
    setField,
    save,
    askDelete,
    keep,
    confirmDelete,
    attach,
    detach,
  };
}

export type Entries<T extends Entry> = ReturnType<typeof createEntries<T>>;
