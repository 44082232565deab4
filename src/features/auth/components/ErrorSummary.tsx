// The list of problems shown above a form when a submit fails validation. It takes focus, so a
// keyboard or screen-reader user hears what to fix; each entry moves focus to its field.
import { forwardRef, useId, type MouseEvent } from 'react';
import { AUTH_MESSAGES } from '../messages';

export interface FieldProblem {
  fieldId: string;
  label: string;
  message: string;
}

export const ErrorSummary = forwardRef<HTMLDivElement, { problems: readonly FieldProblem[] }>(function ErrorSummary({ problems }, ref) {
  const headingId = useId();
  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    event.preventDefault(); // no hash in the address: the router owns it
    document.getElementById(fieldId)?.focus();
  };
  return (
    <div ref={ref} className="auth-error-summary" role="alert" tabIndex={-1} aria-labelledby={headingId}>
      <h2 id={headingId} className="auth-error-summary__heading">
        {AUTH_MESSAGES.errorSummary}
      </h2>
      <ul className="auth-error-summary__list">
        {problems.map((problem) => (
          <li key={problem.fieldId}>
            <a href={`#${problem.fieldId}`} onClick={(event) => focusField(event, problem.fieldId)}>
              {problem.label}: {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
