// The documents table (spec part 2 §2): a checkbox per version (keyboard: Tab to it, Space to
// tick), the document's name, period, issue date, version and formats; a corrected document's
// earlier versions under it on request, greyed. Empty: 'No Documents to Display'.
import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { DataTable, Spinner, type DataTableColumn } from '../../../shared/ui/index';
import { selectDocumentVersions, selectSelectedKeySet, type DocumentRow, type WithDocuments } from '../documents.selectors';
import { documentsActions as A } from '../documents.slice';
import { issuedText, periodText, versionText } from '../format';
import { DOCUMENTS_MESSAGES as M } from '../messages';

function EarlierVersions({ row }: { row: DocumentRow }) {
  const dispatch = useDispatch();
  const { id, name } = row.document;
  const entry = useSelector((state: WithDocuments) => selectDocumentVersions(state, id));
  const shown = entry?.shown === true;
  return (
    <span className="documents__versions">
      <button
        type="button"
        className="documents__link-button"
        aria-expanded={shown}
        aria-label={shown ? M.hideVersions(name) : M.showVersions(name)}
        onClick={() => dispatch(shown ? A.versionsHidden({ documentId: id }) : A.versionsShown({ documentId: id }))}
      >
        {shown ? M.hideVersionsLabel : M.showVersionsLabel}
      </button>
      {shown && entry?.status === 'pending' && <Spinner label={M.loadingVersions} className="documents__inline-spinner" />}
      {shown && entry?.status === 'failed' && <span className="documents__versions-failed">{M.versionsFailed}</span>}
    </span>
  );
}

function SelectBox({ row }: { row: DocumentRow }) {
  const dispatch = useDispatch();
  const selected = useSelector(selectSelectedKeySet).has(row.key);
  return (
    <input
      type="checkbox"
      className="documents__checkbox"
      checked={selected}
      aria-label={M.selectDocument(row.document.name, row.document.version)}
      onChange={() => dispatch(A.documentToggled({ key: row.key }))}
    />
  );
}

const COLUMNS: readonly DataTableColumn<DocumentRow>[] = [
  { key: 'select', header: M.columns.select, render: (row) => <SelectBox row={row} /> },
  { key: 'name', header: M.columns.name, render: (row) => row.document.name },
  { key: 'period', header: M.columns.period, render: (row) => periodText(row.document) },
  { key: 'issued', header: M.columns.issued, render: (row) => issuedText(row.document) },
  {
    key: 'version',
    header: M.columns.version,
    render: (row) => (
      <>
        {versionText(row.document)}
        {!row.earlier && row.document.latestVersion > 1 && <EarlierVersions row={row} />}
      </>
    ),
  },
  { key: 'formats', header: M.columns.formats, render: (row) => M.formats(row.document.formats) },
];

interface Props {
  caption: string;
  rows: readonly DocumentRow[];
}

export function DocumentsTable({ caption, rows }: Props) {
  const columns = useMemo(() => COLUMNS, []);
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      emptyText={M.empty}
      rowClassName={(row) => (row.earlier ? 'documents__row--earlier' : undefined)}
    />
  );
}
