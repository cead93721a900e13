import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { DraftPersonal, DraftSkill } from '../../stores/profile-draft.ts';
import {
  $wizard,
  askToLeave,
  finishWizard,
  leaveWizard,
  nextStep,
  previousStep,
  setEmailPassword,
  setPersonal,
  startWizard,
  stayInWizard,
  wizardPlace,
} from '../../stores/profile-wizard.ts';
import { $wizardEmailPassword, changesEmail } from '../../stores/profile-wizard-email.ts';
import { ConfirmDialog } from '../dialog/Modal.tsx';
import { withErrorBoundary } from '../error/ErrorBoundary.tsx';
import { PersonalFields } from './PersonalFields.tsx';
import { TextField } from './TextField.tsx';
import { WizardResume } from './WizardResume.tsx';
import { WizardSkills } from './WizardSkills.tsx';

const STEPS = ['About you', 'Your skills', 'Your resume'] as const;

interface Props {
  candidateId: number;
  accountEmail: string;
  prefill: Partial<DraftPersonal>;
  skills: DraftSkill[];
  healthcare: boolean;
}

/** The create-profile wizard: about you, skills, resume; the answers are kept as a draft. */
function CreateProfile({ candidateId, accountEmail, prefill, skills, healthcare }: Props) {
  const state = useStore($wizard);
  const emailPassword = useStore($wizardEmailPassword);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the wizard starts once, from the page's data.
  useEffect(() => startWizard(candidateId, accountEmail, prefill, skills), []);

  useEffect(() => {
    if (state.errorRound === 0) return;
    const first = form.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-form-error]',
    );
    first?.focus();
  }, [state.errorRound]);

  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    heading.current?.focus();
  }, [state.step]);

  const { step, busy } = state;
  return (
    <>
      {state.restored && (
        <p role="status" className="mt-4 rounded-lg bg-brand-light p-3">
          We restored the answers you gave before.
        </p>
      )}
      <ol aria-label="Steps" className="mt-6 flex flex-wrap gap-2">
        {STEPS.map((title, i) => (
          <li
            key={title}
            aria-current={i + 1 === step ? 'step' : undefined}
            className={`rounded-full px-3 py-1 text-sm ${i + 1 === step ? 'bg-brand text-white font-semibold' : 'bg-surface-alt text-ink-muted'}`}
          >
            Step {i + 1}: {title}
          </li>
        ))}
      </ol>
      <form
        ref={form}
        noValidate
        aria-labelledby="wizard-step-title"
        className="mt-6 flex flex-col gap-6 rounded-2xl border border-line p-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (step < 3) nextStep();
          else void finishWizard(true);
        }}
      >
        <h2
          id="wizard-step-title"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold outline-none"
        >
          Step {step} of 3: {STEPS[step - 1]}
        </h2>
        <p className="text-sm text-ink-muted">Fields marked * are required.</p>
        {state.formError && (
          <p
            role="alert"
            tabIndex={-1}
            data-form-error
            className="rounded-lg border border-danger p-3 text-danger"
          >
            {state.formError}
          </p>
        )}
        {step === 1 && (
          <PersonalFields
            id="cp"
            values={state.personal}
            errors={state.errors}
            onChange={setPersonal}
            picker={wizardPlace}
            healthcare={healthcare}
          />
        )}
        {step === 1 && changesEmail(state.personal.email, state.accountEmail) && (
          <TextField
            id="cp-emailPassword"
            label="Your password"
            type="password"
            required
            autoComplete="current-password"
            maxLength={128}
            hint={`You sign in with ${state.accountEmail}. Your password confirms the change to the new address, and the code we then e-mail to it completes it in Settings.`}
            value={emailPassword}
            error={state.errors.emailPassword}
            onChange={setEmailPassword}
          />
        )}
        {step === 2 && <WizardSkills state={state} />}
        {step === 3 && <WizardResume state={state} />}
        <div className="flex flex-wrap justify-between gap-3 border-t border-line pt-4">
          <button type="button" className="btn-secondary" onClick={askToLeave}>
            Exit
          </button>
          <p className="flex flex-wrap gap-3">
            {step > 1 && (
              <button
                type="button"
                className="btn-secondary"
                onClick={previousStep}
                disabled={busy}
              >
                Back
              </button>
            )}
            {step === 3 && (
              <button
                type="button"
                className="btn-secondary"
                onClick={() => void finishWizard(false)}
                disabled={busy}
              >
                Skip for now
              </button>
            )}
            <button type="submit" className="btn-primary" disabled={busy}>
              {step < 3 ? 'Next' : busy ? 'Saving…' : 'Finish'}
            </button>
          </p>
        </div>
      </form>
      <ConfirmDialog
        open={state.leaving}
        title="Leave profile creation?"
        text="Your answers stay on this device, so you can finish your profile later."
        onYes={leaveWizard}
        onNo={stayInWizard}
      />
    </>
  );
}

export default withErrorBoundary(CreateProfile, true);
