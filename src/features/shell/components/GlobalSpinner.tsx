// The global spinner: an overlay while calls are pending (the system saga decides when, after the
// configured delay).
import { useSelector } from 'react-redux';
import { Spinner } from '../../../shared/ui/index';
import { selectSpinnerVisible } from '../../system/index';
import { SHELL_MESSAGES } from '../messages';
import './GlobalSpinner.css';

export function GlobalSpinner() {
  const visible = useSelector(selectSpinnerVisible);
  if (!visible) return null;
  return (
    <div className="global-spinner">
      <Spinner label={SHELL_MESSAGES.loading} />
    </div>
  );
}
