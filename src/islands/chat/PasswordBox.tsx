import { useStore } from '@nanostores/react';
import { type SubmitEvent, useId, useState } from 'react';
import { chatSignIn } from '../../lib/chat-client.ts';
import { passwordError } from '../../lib/chat-input.ts';
import { busyTask } from '../../stores/busy.ts';
import { signedIn } from '../../stores/chat-conversation.ts';

/**
 * The chat's password box (spec 5, 7.7): signs in without leaving the page. Its error shows after
 * the first try and then follows the typing; it sits in a live region so it is read out.
 */
export function PasswordBox({ username }: { username: string }) {
  const id = useId();
  const [email, setEmail] = useState(username);
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [task] = useState(busyTask);
  const busy = useStore(task.$busy);
  const error = tried ? (passwordError(password) ?? serverError) : null;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    setServerError(null);
    if (passwordError(password) || busy) return;
    await task.run(
      async () => {
        const outcome = await chatSignIn(email.trim(), password);
        if (outcome.candidateId !== null) signedIn(outcome.candidateId);
        else setServerError(outcome.message);
      },
      () => setServerError('Something went wrong'),
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Sign in"
      className="flex w-full flex-col gap-2 rounded-xl border border-line bg-white p-3 text-sm"
    >
      {!username && (
        <>
          <label htmlFor={`${id}-email`} className="font-semibold">
            E-mail
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="username"
            className="focus-ring rounded-lg border border-line px-3 py-2"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </>
      )}
      <label htmlFor={`${id}-password`} className="font-semibold">
        Password
      </label>
      <input
        id={`${id}-password`}
        type="password"
        autoComplete="current-password"
        className="focus-ring rounded-lg border border-line px-3 py-2"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setServerError(null);
        }}
      />
      <p id={`${id}-error`} aria-live="polite" className="m-0 min-h-5 text-danger">
        {error}
      </p>
      <button type="submit" className="btn-primary self-start text-sm" disabled={busy}>
        Sign In
      </button>
    </form>
  );
}
