// The allow-list dialogs (spec part 2 §2, §4, §5): Enable (step 1 the 'Activation Period' selector,
// defaulting to the first period offered; step 2 the acknowledgement, Confirm disabled until it is
// ticked), Edit preferences (Save Preferences disabled while the period equals the current one) and
// Disable (a message, the video identity verification it needs, and a confirm button). Each closes
// once its change succeeded; a refused change leaves it open (the banner says why).
import { useEffect, useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FormField, Modal, Spinner, type ModalButton } from '../../../shared/ui/index';
import { SAVED_INSTRUCTIONS_MESSAGES as M } from '../messages';
import { selectActivationPeriods, selectAllowListChange } from '../savedInstructions.selectors';
import { savedInstructionsActions as A, type AllowListChange } from '../savedInstructions.slice';

const L = M.allowList;

interface DialogProps {
  acctNum: string;
  onClose: () => void;
}

/** Resets the change state on open and closes the dialog when its change succeeded. */
function useChange(change: AllowListChange, onClose: () => void) {
  const dispatch = useDispatch();
  const state = useSelector(selectAllowListChange);
  useEffect(() => {
    dispatch(A.allowListReset());
  }, [dispatch]);
  useEffect(() => {
    if (state.change === change && state.status === 'succeeded') onClose();
  }, [state, change, onClose]);
  return state.status === 'pending';
}

function usePeriods(acctNum: string) {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(A.activationPeriodsRequested({ acctNum }));
  }, [dispatch, acctNum]);
  return useSelector(selectActivationPeriods);
}

/** A change dialog's buttons: the way out (Cancel or Back) and the confirm button, both held while the change runs. */
function changeButtons(working: boolean, way: { label: string; onClick: () => void }, confirm: { label: string; enabled: boolean; onClick: () => void }): ModalButton[] {
  return [
    { label: way.label, variant: 'secondary', onClick: way.onClick, disabled: working },
    { label: working ? L.working : confirm.label, variant: 'primary', disabled: !confirm.enabled || working, onClick: confirm.onClick },
  ];
}

function PeriodSelect({ periods, value, onChange }: { periods: ReturnType<typeof selectActivationPeriods>; value: string; onChange: (v: string) => void }) {
  if (periods.status === 'pending' || periods.status === 'idle') return <Spinner label={L.loadingPeriods} />;
  if (periods.status === 'failed' || periods.items.length === 0) return <p className="saved-instructions__error">{L.periodsFailed}</p>;
  return (
    <FormField label={L.activationPeriod}>
      {(control) => (
        <select {...control} className="form-control" value={value} onChange={(e) => onChange(e.target.value)}>
          {periods.items.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function EnableAllowListDialog({ acctNum, onClose }: DialogProps) {
  const dispatch = useDispatch();
  const working = useChange('enable', onClose);
  const periods = usePeriods(acctNum);
  const [step, setStep] = useState<1 | 2>(1);
  const [chosen, setChosen] = useState<string | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const ackId = useId();
  const period = chosen ?? periods.items[0] ?? '';

  const buttons =
    step === 1
      ? [
          { label: L.cancel, variant: 'secondary' as const, onClick: onClose },
          { label: L.next, variant: 'primary' as const, disabled: period === '', onClick: () => setStep(2) },
        ]
      : changeButtons(
          working,
          { label: L.back, onClick: () => setStep(1) },
          { label: L.confirm, enabled: acknowledged, onClick: () => dispatch(A.allowListChangeSubmitted({ acctNum, change: 'enable', activationPeriod: period })) },
        );

  return (
    <Modal open heading={L.enableTitle} subHeading={L.stepOf(step)} onClose={() => !working && onClose()} buttons={buttons}>
      {step === 1 ? (
        <>
          <p>{L.periodIntro}</p>
          <PeriodSelect periods={periods} value={period} onChange={setChosen} />
        </>
      ) : (
        <>
          <p>{L.acknowledgementIntro}</p>
          <p>
            {L.activationPeriod}: <strong>{period}</strong>
          </p>
          <div className="saved-instructions__checkbox">
            <input id={ackId} type="checkbox" checked={acknowledged} onChange={(e) => setAcknowledged(e.target.checked)} />
            <label htmlFor={ackId}>{L.acknowledgement}</label>
          </div>
        </>
      )}
    </Modal>
  );
}

export function EditAllowListDialog({ acctNum, current, onClose }: DialogProps & { current: string }) {
  const dispatch = useDispatch();
  const working = useChange('edit', onClose);
  const periods = usePeriods(acctNum);
  const [period, setPeriod] = useState(current);
  return (
    <Modal
      open
      heading={L.editTitle}
      onClose={() => !working && onClose()}
      buttons={changeButtons(
        working,
        { label: L.cancel, onClick: onClose },
        {
          label: L.savePreferences,
          enabled: period !== current && period !== '',
          onClick: () => dispatch(A.allowListChangeSubmitted({ acctNum, change: 'edit', activationPeriod: period })),
        },
      )}
    >
      <p>{L.periodIntro}</p>
      <PeriodSelect periods={periods} value={period} onChange={setPeriod} />
    </Modal>
  );
}

export function DisableAllowListDialog({ acctNum, onClose }: DialogProps) {
  const dispatch = useDispatch();
  const working = useChange('disable', onClose);
  return (
    <Modal
      open
      heading={L.disableTitle}
      onClose={() => !working && onClose()}
      buttons={changeButtons(
        working,
        { label: L.cancel, onClick: onClose },
        { label: L.disableConfirm, enabled: true, onClick: () => dispatch(A.allowListChangeSubmitted({ acctNum, change: 'disable' })) },
      )}
    >
      <p>{L.disableMessage}</p>
      <p>{L.videoVerification}</p>
    </Modal>
  );
}
