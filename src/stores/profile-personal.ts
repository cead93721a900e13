import { map } from 'nanostores';
import { ApiRequestError } from '../lib/api/errors.ts';
import type { CandidateProfileDto, ProfileFields } from '../shared/dto/profile.ts';
import { api } from './api.ts';
import { type DraftPersonal, EMPTY_PERSONAL } from './profile-draft.ts';
import { createPlacePicker } from './profile-place.ts';
import { uploadError, uploadFile } from './profile-upload.ts';
import {
  type FieldErrors,
  personalErrors,
  placeText,
  toProfileFields,
} from './profile-validation.ts';
import { showToast } from './toasts.ts';

export type PersonalForm = Omit<DraftPersonal, 'email'>;

export interface Avatar {
  url: string;
  contentType: string;
}

export interface PersonalState {
  /** Until the page's data is loaded into the store, the island shows that data as it came. */
  started: boolean;
  form: PersonalForm;
  /** What the server holds; only fields that differ from it are sent. */
  saved: ProfileFields;
  errors: FieldErrors;
  errorRound: number;
  formError: string | null;
  busy: boolean;
  avatar: Avatar | null;
  avatarBusy: boolean;
  avatarError: string | null;
}

const { email: _email, ...emptyForm } = EMPTY_PERSONAL;

/** #personal: the profile's own fields and the avatar. */
export const $personal = map<PersonalState>({
  started: false,
  form: emptyForm,
  saved: toProfileFields(emptyForm),
  errors: {},
  errorRound: 0,
  formError: null,
  busy: false,
  avatar: null,
  avatarBusy: false,
  avatarError: null,
});

const patch = (p: Partial<PersonalState>) => $personal.set({ ...$personal.get(), ...p });
const text = (value: string | number | null) => (value === null ? '' : String(value));

export function formOf(fields: ProfileFields): PersonalForm {
  return {
    firstName: fields.firstName,
    lastName: fields.lastName,
    address: text(fields.address),
    place: placeText(fields),
    city: text(fields.city),
    state: text(fields.state),
    country: text(fields.country),
    zipCode: text(fields.zipCode),
    employerName: text(fields.employerName),
    profileTitle: text(fields.profileTitle),
    jobTitle: text(fields.jobTitle),
    overallYearsOfExperience: text(fields.overallYearsOfExperience),
    workedFrom: text(fields.workedFrom),
    workedTill: text(fields.workedTill),
  };
}

export const personalPlace = createPlacePicker((place) => {
  const { form, errors } = $personal.get();
  const { place: _fixed, ...rest } = errors;
  patch({
    form: {
      ...form,
      place: place?.description ?? '',
      city: place?.city ?? '',
      state: place?.state ?? '',
      country: place?.country ?? '',
    },
    errors: place ? rest : errors,
  });
});

export function startPersonal(fields: ProfileFields, avatar: Avatar | null) {
  const form = formOf(fields);
  patch({ started: true, form, saved: toProfileFields(form), errors: {}, formError: null, avatar });
  personalPlace.start(
    form.city
      ? { city: form.city, state: form.state, country: form.country, description: form.place }
      : null,
  );
}

export function setPersonalField<K extends keyof PersonalForm>(key: K, value: PersonalForm[K]) {
  const { form, errors } = $personal.get();
  const { [key]: _fixed, ...rest } = errors;
  patch({ form: { ...form, [key]: value }, errors: rest });
}

const messageOf = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : 'Something went wrong. Please try again.';

/** Saves the fields that changed, so an edit made in another tab to other fields survives. */
export async function savePersonal() {
  const { form, saved, busy, errorRound } = $personal.get();
  if (busy) return;
  const errors = personalErrors(form);
  if (Object.keys(errors).length > 0)
    return patch({ errors, formError: null, errorRound: errorRound + 1 });
  const next = toProfileFields(form);
  const changed = Object.fromEntries(
    Object.entries(next).filter(([key, value]) => saved[key as keyof ProfileFields] !== value),
  );
  if (Object.keys(changed).length === 0) {
    showToast('Your details are saved.', 'success');
    return;
  }
  patch({ busy: true, formError: null });
  try {
    await api.put<CandidateProfileDto>('candidates/', changed);
    patch({ saved: next, busy: false });
    showToast('Your details are saved.', 'success');
  } catch (error) {
    patch({ busy: false, formError: messageOf(error), errorRound: errorRound + 1 });
  }
}

/** A new avatar (image, gif or video) replaces the old one. */
export async function uploadAvatar(file: File) {
  patch({ avatarBusy: true, avatarError: null });
  try {
    const stored = await uploadFile(file, 'PROFILE');
    patch({
      avatar: { url: stored.signedUrl, contentType: stored.contentType },
      avatarBusy: false,
    });
    showToast('Your profile photo is updated.', 'success');
  } catch (error) {
    patch({ avatarBusy: false, avatarError: uploadError(error) });
  }
}
