// The Download Preferences dialog (spec part 2 §2, §3, §4): a table of DOCUMENT TYPE, FORMAT (a PDF
// and a CSV box per type) and TOTAL, a footer count of documents, Cancel and Download. The rules are
// downloadPreferences.ts's; Download is disabled while they say so. While the download runs the
// dialog shows its progress and Cancel stops it; a failure is said here, the boxes kept.
import { useDispatch, useSelector } from 'react-redux';
import type { DocumentFormat } from '../../../api/contract/documents';
import { MessageCard, Modal, VisuallyHidden } from '../../../shared/ui/index';
import { selectDownload, selectDownloadPreferences, selectPreferencesOpen } from '../documents.selectors';
import { documentsActions as A, type DownloadState } from '../documents.slice';
import type { DocumentTypeConfig } from '../downloadPreferences';
import { DOCUMENTS_MESSAGES as M } from '../messages';

const D = M.dialog;

function FormatBox({ config, format, locked }: { config: DocumentTypeConfig; format: DocumentFormat; locked: boolean }) {
  const dispatch = useDispatch();
  const choice = config[format];
  return (
    <label className="documents-dialog__format">
      <input
        type="checkbox"
        className="documents__checkbox"
        checked={choice.checked}
        disabled={!choice.enabled || locked}
        aria-label={D.formatFor(format, config.heading)}
        onChange={() => dispatch(A.formatToggled({ docType: config.docType, format }))}
      />
      {D.format(format)}
    </label>
  );
}

function DownloadProgress({ download }: { download: DownloadState }) {
  if (download.status === 'failed') {
    return (
      <div role="alert" className="documents-dialog__outcome">
        <MessageCard status="error" headerMsg={D.failedHeader} message={download.message} />
      </div>
    );
  }
  if (download.status !== 'downloading') return null;
  const percent = download.total ? Math.min(100, Math.floor((download.loaded * 100) / download.total)) : null;
  let text: string = D.preparing(download.documentCount);
  if (download.loaded > 0) text = percent === null ? D.received((download.loaded / 1024).toFixed(0)) : D.percent(percent);
  return (
    <div role="status" className="documents-dialog__outcome documents-dialog__progress">
      <progress aria-label={D.progressLabel} max={100} value={percent ?? undefined} />
      <span>{text}</span>
    </div>
  );
}

export function DownloadPreferencesDialog() {
  const dispatch = useDispatch();
  const open = useSelector(selectPreferencesOpen);
  const preferences = useSelector(selectDownloadPreferences);
  const download = useSelector(selectDownload);
  const downloading = download.status === 'downloading';
  const close = () => dispatch(A.preferencesClosed());
  return (
    <Modal
      open={open}
      heading={D.heading}
      onClose={close}
      className="documents-dialog"
      buttons={[
        { label: D.cancel, variant: 'secondary', onClick: close },
        {
          label: downloading ? D.downloading : D.download,
          variant: 'primary',
          disabled: !preferences.canDownload || downloading,
          onClick: () => dispatch(A.downloadRequested(preferences.result)),
        },
      ]}
    >
      <table className="documents-dialog__table">
        <caption>
          <VisuallyHidden>{D.caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{D.columns.type}</th>
            <th scope="col">{D.columns.format}</th>
            <th scope="col">{D.columns.total}</th>
          </tr>
        </thead>
        <tbody>
          {preferences.configs.map((config) => (
            <tr key={config.docType}>
              <th scope="row">
                {config.heading}
                {config.pdfOnly && <span className="documents-dialog__pdf-only">{D.pdfOnly}</span>}
              </th>
              <td>
                <div className="documents-dialog__formats">
                  <FormatBox config={config} format="pdf" locked={downloading} />
                  <FormatBox config={config} format="csv" locked={downloading} />
                </div>
              </td>
              <td>{config.totalCount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3}>{D.footer(preferences.footerCount)}</td>
          </tr>
        </tfoot>
      </table>
      {!preferences.canDownload && <p className="documents-dialog__hint">{D.chooseFormat}</p>}
      <DownloadProgress download={download} />
    </Modal>
  );
}
