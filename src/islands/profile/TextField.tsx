import type { HTMLAttributes, KeyboardEvent } from 'react';
import { digitsOnly, filterNumericKeys } from '../../lib/key-filter.ts';

export const inputClass =
  'focus-ring min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-base aria-[invalid=true]:border-danger';

/** ids that describe a field: its hint and, while it has one, its error. */
export function describedBy(id: string, hint?: string, error?: string | null) {
  return (
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  );
}

export function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-semibold text-danger">
      {error}
    </p>
  );
}

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'date' | 'password';
  /** A numeric field: the key filter of spec 5, and pasted text cut to digits. */
  numeric?: boolean;
  maxLength?: number;
  autoComplete?: string;
  list?: string;
  min?: string;
  max?: string;
  multiline?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** A labelled field whose hint and error are tied to it with aria-describedby. */
export function TextField(props: Props) {
  const { id, label, value, error, hint, required, numeric } = props;
  const shared = {
    id,
    name: id,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    className: inputClass,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {props.multiline ? (
        <textarea
          {...shared}
          rows={4}
          maxLength={props.maxLength}
          onChange={(event) => props.onChange(event.target.value)}
        />
      ) : (
        <input
          {...shared}
          type={props.type ?? 'text'}
          inputMode={numeric ? 'numeric' : props.inputMode}
          maxLength={props.maxLength}
          autoComplete={props.autoComplete ?? 'off'}
          list={props.list}
          min={props.min}
          max={props.max}
          onKeyDown={(event) => {
            if (numeric) filterNumericKeys(event);
            props.onKeyDown?.(event);
          }}
          onChange={(event) =>
            props.onChange(numeric ? digitsOnly(event.target.value) : event.target.value)
          }
        />
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}
