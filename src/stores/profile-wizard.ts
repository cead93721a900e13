import { map } from 'nanostores';
import { ApiRequestError } from '../lib/api/errors.ts';
import { api } from './api.ts';
import {
  clearDraft,
  type DraftPersonal,
  type DraftSkill,
  EMPTY_PERSONAL,
  readDraft,
  type WizardStep,
  writeDraft,
} from './profile-draft.ts';
import { createPlacePicker } from './profile-place.ts';
import { createSkillSearch } from './profile-skill-search.ts';
import { resumeUploadError, uploadResume } from './profile-upload.ts';
import {
  type FieldErrors,
  personalErrors,
  skillsErrors,
  skillsPayload,
  toProfileFields,
} from './profile-validation.ts';
import { $wizardEmailPassword, changesEmail, emailPasswordErrors } from './profile-wizard-email.ts';
import { showToast } from './toasts.ts';

export const AFTER_WIZARD = '/candidate/dashboard';

export interface WizardState {
  candidateId: number;
  /** The sign-in e-mail; a different one typed in step 1 asks for a change (with the password). */
  accountEmail: string;
  step: WizardStep;
  personal: DraftPersonal;
  skills: DraftSkill[];
  /** The resume as the draft remembers it: its name, not its bytes. */
  resume: { fileName: string; title: string } | null;
  /** A file is chosen in this page (after a reload it has to be chosen again). */
  hasFile: boolean;
  /** The wizard was filled from a stored draft. */
  restored: boolean;
  /** Something was typed that is not saved to the profile yet. */
  dirty: boolean;
  errors: FieldErrors;
  formError: string | null;
  /** Rises each time a step's errors are shown, so the page moves focus to the first of them. */
  errorRound: number;
  busy: boolean;
  leaving: boolean;
}

export const $wizard = map<WizardState>({
  candidateId: 0,
  accountEmail: '',
  step: 1,
  personal: EMPTY_PERSONAL,
  skills: [],
  resume: null,
  hasFile: false,
  restored: false,
  dirty: false,
  errors: {},
  formError: null,
  errorRound: 0,
  busy: false,
  leaving: false,
});

let chosenFile: File | null = null;

function persist() {
  const { candidateId, step, personal, skills, resume } = $wizard.get();
  writeDraft({ candidateId, step, personal, skills, resume });
}

function change(patch: Partial<WizardState>) {
  $wizard.set({ ...$wizard.get(), ...patch, dirty: true });
  persist();
}

function withoutError(errors: FieldErrors, key: string): FieldErrors {
  if (!(key in errors)) return errors;
  const { [key]: _removed, ...rest } = errors;
  return rest;
}

export const wizardPlace = createPlacePicker((place) => {
  const { personal, errors } = $wizard.get();
  change({
    personal: {
      ...personal,
      place: place?.description ?? '',
      city: place?.city ?? '',
      state: place?.state ?? '',
      country: place?.country ?? '',
    },
    errors: place ? withoutError(errors, 'place') : errors,
  });
});

export const wizardSkillSearch = createSkillSearch((skill) => {
  const { skills, errors } = $wizard.get();
  if (skills.some((s) => s.id === skill.id)) return;
  change({
    skills: [...skills, { id: skill.id, name: skill.name, years: '' }],
    errors: withoutError(errors, 'skills'),
  });
});

/** Opens the wizard: the stored draft of this candidate if there is one, else the account's data. */
export function startWizard(
  candidateId: number,
  accountEmail: string,
  prefill: Partial<DraftPersonal>,
  savedSkills: DraftSkill[] = [],
) {
  const draft = readDraft(candidateId);
  chosenFile = null;
  const personal = draft?.personal ?? { ...EMPTY_PERSONAL, email: accountEmail, ...prefill };
  $wizard.set({
    candidateId,
    accountEmail,
    step: draft?.step ?? 1,
    personal,
    skills: draft?.skills ?? savedSkills,
    resume: draft?.resume ?? null,
    hasFile: false,
    restored: draft !== null,
    dirty: draft !== null,
    errors: {},
    formError: null,
    errorRound: 0,
    busy: false,
    leaving: false,
  });
  const { city, state, country, place } = personal;
  wizardPlace.start(city ? { city, state, country, description: place || city } : null);
}

export function setPersonal<K extends keyof DraftPersonal>(key: K, value: DraftPersonal[K]) {
  const { personal, errors } = $wizard.get();
  change({ personal: { ...personal, [key]: value }, errors: withoutError(errors, key) });
}

export function setSkillYears(id: number, years: string) {
  const { skills, errors } = $wizard.get();
  change({
    skills: skills.map((s) => (s.id === id ? { ...s, years } : s)),
    errors: withoutError(errors, `skill-${id}`),
  });
}

export function removeSkill(id: number) {
  change({ skills: $wizard.get().skills.filter((s) => s.id !== id) });
}

function showErrors(errors: FieldErrors, patch: Partial<WizardState> = {}) {
  const state = $wizard.get();
  $wizard.set({ ...state, ...patch, errors, busy: false, errorRound: state.errorRound + 1 });
}

export function setEmailPassword(password: string) {
  $wizardEmailPassword.set(password);
  const { errors } = $wizard.get();
  $wizard.setKey('errors', withoutError(errors, 'emailPassword'));
}

/** Next: the step's fields are checked first; errors keep the candidate on the step. */
export function nextStep() {
  const { step, personal, skills, accountEmail } = $wizard.get();
  const errors =
    step === 1
      ? { ...personalErrors(personal), ...emailPasswordErrors(personal.email, accountEmail) }
      : step === 2
        ? skillsErrors(skills)
        : {};
  if (Object.keys(errors).length > 0) return showErrors(errors);
  change({ step: Math.min(step + 1, 3) as WizardStep, errors: {}, formError: null });
}

export function previousStep() {
  const { step } = $wizard.get();
  change({ step: Math.max(step - 1, 1) as WizardStep, errors: {}, formError: null });
}

export function chooseResume(file: File | null) {
  chosenFile = file;
  const { resume, errors } = $wizard.get();
  change({
    hasFile: file !== null,
    resume: file ? { fileName: file.name, title: resume?.title ?? '' } : null,
    errors: withoutError(errors, 'resume'),
  });
}

export function setResumeTitle(title: string) {
  const { resume } = $wizard.get();
  change({ resume: { fileName: resume?.fileName ?? '', title } });
}

const messageOf = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : 'Something went wrong. Please try again.';

/** The address an e-mail change was already asked for in this page, so a retry asks once. */
let requestedEmail: string | null = null;

/**
 * Asks for the e-mail change when the candidate typed another address, confirmed by their
 * password; the new address becomes the sign-in address once its e-mailed code is entered.
 */
async function saveEmail(): Promise<boolean> {
  const { personal, accountEmail } = $wizard.get();
  const email = personal.email.trim();
  if (!changesEmail(email, accountEmail) || email.toLowerCase() === requestedEmail) return true;
  try {
    const result = await api.put<{ emailAddress: string; pendingEmailAddress: string }>(
      'candidates/email',
      { email, password: $wizardEmailPassword.get() },
    );
    requestedEmail = result.pendingEmailAddress;
    $wizardEmailPassword.set('');
    showToast(
      `We e-mailed a verification code to ${result.pendingEmailAddress}. Enter it in Settings: until then you sign in with ${result.emailAddress}.`,
      'info',
    );
    return true;
  } catch (error) {
    const message = messageOf(error);
    const field = /password/i.test(message) ? 'emailPassword' : 'email';
    showErrors({ [field]: message }, { step: 1 });
    return false;
  }
}

/**
 * Finish: the profile fields (marked complete) and the skills with years are saved, then the
 * resume if one is chosen; the draft is cleared only once everything is saved.
 */
export async function finishWizard(withResume: boolean) {
  const state = $wizard.get();
  if (state.busy) return;
  if (withResume && !chosenFile) {
    const again = state.resume?.fileName
      ? `Choose ${state.resume.fileName} again to upload it, or skip for now`
      : 'Choose a resume file, or skip for now';
    return showErrors({ resume: again });
  }
  $wizard.set({ ...state, busy: true, errors: {}, formError: null });
  if (!(await saveEmail())) return;
  try {
    await api.put('candidates/', { ...toProfileFields(state.personal), profileCompleted: true });
    await api.put('candidates/skills', skillsPayload(state.skills));
  } catch (error) {
    return showErrors({}, { formError: messageOf(error) });
  }
  if (withResume && chosenFile) {
    try {
      await uploadResume(chosenFile, state.resume?.title ?? '');
    } catch (error) {
      return showErrors({ resume: resumeUploadError(error) });
    }
  }
  clearDraft();
  $wizard.set({ ...$wizard.get(), dirty: false });
  window.location.assign(AFTER_WIZARD);
}

/** Exit: with unsaved answers the candidate is asked first ('Leave profile creation?'). */
export function askToLeave() {
  if ($wizard.get().dirty) $wizard.setKey('leaving', true);
  else window.location.assign(AFTER_WIZARD);
}

export const stayInWizard = () => $wizard.setKey('leaving', false);

export function leaveWizard() {
  $wizard.setKey('leaving', false);
  window.location.assign(AFTER_WIZARD);
}
