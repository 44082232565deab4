// /user-access/identity/select-phone (spec part 1 §4, part 2 §4): the phones on file, masked (last 4
// padded with X), and how to get the code: a text, a call, or from a Client Service representative.
import { useEffect, useId, useState } from 'react';
import { Link } from '../../../shared/ui/Link';
import type { OtpMethod } from '../../../api/contract/identity';
import { Spinner } from '../../../shared/ui/Spinner';
import { selectAuthError, selectAuthFlow, selectAuthStatus } from '../auth.selectors';
import { selectMaskedPhones, selectPhonesStatus } from '../userAccess.selectors';
import { AuthAlert, AuthCard } from '../components/AuthCard';
import { NoAttempt } from '../components/NoAttempt';
import { AUTH_ROUTES, isIdentityFlow } from '../flows';
import { useAuthDispatch, useAuthSelector } from '../hooks';
import { PHONE_MESSAGES } from '../messages';
import '../../../shared/ui/Button.css';
import { userAccessActions } from '../userAccess.slice';
import { USER_ACCESS_MESSAGES } from '../userAccessMessages';

export function SelectPhonePage() {
  const dispatch = useAuthDispatch();
  const status = useAuthSelector(selectAuthStatus);
  const flow = useAuthSelector(selectAuthFlow);
  const phonesStatus = useAuthSelector(selectPhonesStatus);
  const phones = useAuthSelector(selectMaskedPhones);
  const error = useAuthSelector(selectAuthError);
  const [choice, setChoice] = useState<string | null>(null);
  const repHeadingId = useId();
  const chosen = choice ?? phones[0]?.id ?? null;

  useEffect(() => {
    dispatch(userAccessActions.phonesRequested());
  }, [dispatch]);

  const heading = isIdentityFlow(flow) ? PHONE_MESSAGES.verifyHeading : PHONE_MESSAGES.heading;
  if (status !== 'choosingPhone' && status !== 'sendingCode') return <NoAttempt heading={heading} />;
  const sending = status === 'sendingCode';
  const request = (method: OtpMethod) => dispatch(userAccessActions.codeRequested({ method, phoneId: method === 'rep' ? null : chosen }));

  return (
    <AuthCard heading={heading}>
      <p className="auth-card__intro">{PHONE_MESSAGES.intro}</p>
      {error && <AuthAlert message={error.message} />}
      {phonesStatus === 'pending' && <Spinner label={PHONE_MESSAGES.loading} />}
      {phonesStatus === 'succeeded' && (
        <form className="auth-form" onSubmit={(event) => event.preventDefault()} aria-busy={sending || undefined}>
          <fieldset className="auth-fieldset">
            <legend>{PHONE_MESSAGES.legend}</legend>
            {phones.map((phone) => (
              <div key={phone.id} className="auth-radio">
                <input
                  type="radio"
                  id={`phone-${phone.id}`}
                  name="phone"
                  value={phone.id}
                  checked={chosen === phone.id}
                  onChange={() => setChoice(phone.id)}
                />
                <label htmlFor={`phone-${phone.id}`}>{PHONE_MESSAGES.phone(phone.maskedNumber, phone.country)}</label>
              </div>
            ))}
          </fieldset>
          <div className="auth-actions">
            <button type="button" className="button button--primary" disabled={sending || !chosen} onClick={() => request('text')}>
              {PHONE_MESSAGES.textMe}
            </button>
            <button type="button" className="button button--secondary" disabled={sending || !chosen} onClick={() => request('call')}>
              {PHONE_MESSAGES.callMe}
            </button>
          </div>
          {sending && <Spinner label={PHONE_MESSAGES.sending} />}
        </form>
      )}
      <section className="auth-rep" aria-labelledby={repHeadingId}>
        <h2 id={repHeadingId} className="auth-rep__heading">
          {PHONE_MESSAGES.repHeading}
        </h2>
        <p>{PHONE_MESSAGES.repText}</p>
        <button type="button" className="button button--secondary" disabled={sending} onClick={() => request('rep')}>
          {PHONE_MESSAGES.rep}
        </button>
      </section>
      <p>
        <Link to={AUTH_ROUTES.login}>{USER_ACCESS_MESSAGES.returnToLogin}</Link>
      </p>
    </AuthCard>
  );
}
