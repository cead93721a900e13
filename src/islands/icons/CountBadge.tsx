/**
 * The unread count over a top-bar control's icon. Hidden from assistive technology: the control's
 * own name says the count.
 */
export function CountBadge({ text, testId }: { text: string; testId: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className="absolute right-1 top-1 min-w-5 rounded-full bg-danger px-1 text-center text-xs font-bold leading-5 text-white"
    >
      {text}
    </span>
  );
}
