// The State Licenses dialog of spec part 2 §2: the LLC's licences by jurisdiction, in a table with
// the columns Jurisdiction, License and Agency, and OK.
import { Modal, VisuallyHidden } from '../../../shared/ui/index';
import { SHELL_MESSAGES, STATE_LICENSES_MESSAGES as M } from '../messages';
import { STATE_LICENSES } from '../stateLicenses';
import './StateDialogs.css';

interface StateLicensesDialogProps {
  open: boolean;
  onClose: () => void;
}

export function StateLicensesDialog({ open, onClose }: StateLicensesDialogProps) {
  return (
    <Modal
      open={open}
      heading={M.title}
      headerMessage={M.intro}
      onClose={onClose}
      buttons={[{ label: SHELL_MESSAGES.ok, variant: 'primary', autoClose: true }]}
    >
      <div className="state-licenses__scroll">
        <table className="state-licenses">
          <VisuallyHidden as="caption">{M.caption}</VisuallyHidden>
          <thead>
            <tr>
              <th scope="col">{M.columns.jurisdiction}</th>
              <th scope="col">{M.columns.license}</th>
              <th scope="col">{M.columns.agency}</th>
            </tr>
          </thead>
          <tbody>
            {STATE_LICENSES.map((row) => (
              <tr key={row.jurisdiction}>
                <th scope="row">{row.jurisdiction}</th>
                <td>
                  {row.license}
                  <span className="state-licenses__detail">No. {row.licenseNumber}</span>
                </td>
                <td>
                  {row.agency}
                  <span className="state-licenses__detail">{row.agencyAddress}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
