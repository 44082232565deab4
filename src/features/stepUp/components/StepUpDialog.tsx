// The step-up dialog (issue 26): over the review the user just read, it asks for the passkey or a
// one-time code — text or call, to the masked phone, a 6-digit code, resend — and says what went
// wrong in place (the browser's NotAllowedError, the gateway's text for a wrong code, the 2 minutes
// gone, no way to confirm with the SECURITY page's link). Cancel or Escape leaves the review as it
// was. The code reaches the saga through the hand-off (codeHolder.ts) and the field is emptied on
// submit: no code in the store or an action.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { StepUpCodeChannel } from '../../../api/contract/stepUp';
import { ROUTE_PATHS } from '../../../shared/routePaths';
import { FormFieldset, InputField } from '../../../shared/ui/FormField';
import { Link, Modal, Spinner, type ModalButton } from '../../../shared/ui/index';
import { validateSecurityCode } from '../../../shared/validation';
import { holdStepUpCode } from '../codeHolder';
import { STEP_UP_MESSAGES as M } from '../messages';
import { selectStepUpDialog, selectStepUpSummary, stepUpActions as A, type StepUpDialog as Dialog } from '../stepUp.slice';
import './StepUpDialog.css';

const CHANNELS: StepUpCodeChannel[] = ['sms', 'voice'];

function CodeStep({ dialog }: { dialog: Extract<Dialog, { status: 'code' }> }) {
  const dispatch = useDispatch();
  const [channel, setChannel] = useState<StepUpCodeChannel>('sms');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const busy = dialog.sending || dialog.confirming;
  useEffect(() => {
    if (dialog.sentBy && !dialog.sending) input.current?.focus();
  }, [dialog.sentBy, dialog.sending, dialog.error]);

  const send = () => dispatch(A.codeSendRequested({ channel }));
  /** Resend by the channel the code went by. */
  const resend = () => dispatch(A.codeSendRequested({ channel: dialog.sentBy ?? channel }));
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateSecurityCode(code);
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    holdStepUpCode(code.trim());
    setCode('');
    dispatch(A.codeSubmitted());
  };
  const sentTo = dialog.sentBy === 'voice' ? M.sentByCall(dialog.maskedPhone) : dialog.sentBy === 'sms' ? M.sentByText(dialog.maskedPhone) : '';

  return (
    <div className="step-up">
      <p>{M.codeIntro}</p>
      {dialog.sentBy === null ? (
        <>
          <FormFieldset label={M.channelLegend} error={dialog.error ?? undefined}>
            {CHANNELS.map((c) => (
              <label key={c} className="form-field__choice">
                <input type="radio" name="step-up-channel" value={c} checked={channel === c} onChange={() => setChannel(c)} />
                {M.channels[c]}
              </label>
            ))}
          </FormFieldset>
          <p className="step-up__phone">{M.phoneOnFile(dialog.maskedPhone)}</p>
          <div className="step-up__buttons">
            <button type="button" className="button button--secondary" onClick={() => dispatch(A.cancelClicked())}>
              {M.cancel}
            </button>
            <button type="button" className="button button--primary" disabled={busy} onClick={send}>
              {dialog.sending ? M.sending : M.sendCode}
            </button>
          </div>
        </>
      ) : (
        <form noValidate onSubmit={confirm} aria-busy={busy || undefined}>
          <p role="status" className="step-up__status">
            {dialog.sending ? M.sending : sentTo}
          </p>
          <InputField
            ref={input}
            label={M.codeLabel}
            hint={M.codeHint}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="step-up__code"
            value={code}
            error={problem ?? dialog.error ?? undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <div className="step-up__buttons">
            <button type="button" className="button-link" disabled={busy} onClick={resend}>
              {M.resend}
            </button>
            <span className="step-up__spacer" />
            <button type="button" className="button button--secondary" disabled={dialog.confirming} onClick={() => dispatch(A.cancelClicked())}>
              {M.cancel}
            </button>
            <button type="submit" className="button button--primary" disabled={busy}>
              {dialog.confirming ? M.confirming : M.confirm}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

function headingOf(dialog: Dialog): string {
  if (dialog.status === 'code') return M.codeHeading;
  if (dialog.status === 'passkey') return M.passkeyHeading;
  if (dialog.status === 'expired') return M.expiredHeading;
  if (dialog.status === 'unavailable') return M.unavailableHeading;
  return M.openingHeading;
}

/** The confirmation of a money movement; shown while a step-up runs (the page that moves money renders it). */
export function StepUpDialog() {
  const dispatch = useDispatch();
  const dialog = useSelector(selectStepUpDialog);
  const summary = useSelector(selectStepUpSummary);
  const alertId = useId();
  if (dialog.status === 'closed') return null;
  const cancel = () => dispatch(A.cancelClicked());
  const busy = (dialog.status === 'passkey' && dialog.sending) || (dialog.status === 'code' && dialog.confirming);
  let buttons: ModalButton[] = [];
  if (dialog.status === 'expired' || (dialog.status === 'passkey' && dialog.error)) {
    buttons = [
      { label: M.cancel, variant: 'secondary', onClick: cancel },
      { label: dialog.status === 'expired' ? M.startAgain : M.tryAgain, variant: 'primary', onClick: () => dispatch(A.startAgainClicked()) },
    ];
  } else if (dialog.status === 'passkey' || dialog.status === 'opening') {
    buttons = [{ label: M.cancel, variant: 'secondary', onClick: cancel, disabled: busy || dialog.status === 'opening' }];
  } else if (dialog.status === 'unavailable') {
    buttons = [{ label: M.close, variant: 'secondary', onClick: cancel }];
  }
  return (
    <Modal open heading={headingOf(dialog)} onClose={busy || dialog.status === 'opening' ? () => undefined : cancel} closeLabel={M.close} buttons={buttons} className="step-up-dialog">
      {summary && (
        <p className="step-up__summary">
          <span className="step-up__summary-label">{M.summaryLabel}</span> {summary}
        </p>
      )}
      {dialog.status === 'opening' && <Spinner label={M.opening} />}
      {dialog.status === 'passkey' && (
        <div className="step-up">
          <p>{M.passkeyIntro}</p>
          {dialog.error ? (
            <p role="alert" id={alertId} className="step-up__error">
              {dialog.error}
            </p>
          ) : (
            <Spinner label={dialog.sending ? M.confirming : M.passkeyWaiting} />
          )}
        </div>
      )}
      {dialog.status === 'code' && <CodeStep dialog={dialog} />}
      {dialog.status === 'expired' && (
        <p role="alert" className="step-up__error">
          {M.expired}
        </p>
      )}
      {dialog.status === 'unavailable' && (
        <div className="step-up">
          <p role="alert" className="step-up__error">
            {dialog.message}
          </p>
          {dialog.securityLink && (
            <Link to={ROUTE_PATHS.security} onClick={cancel}>
              {M.securityLink}
            </Link>
          )}
        </div>
      )}
    </Modal>
  );
}
