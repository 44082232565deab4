// /documents (spec part 1 §2, part 2 §2): the title, the account selector (each account with how
// many documents it has, from documents/accountlist), and the selected
// account's documents: select some, then Download Selected opens the Download Preferences dialog;
// the file arrives through the browser's download. Loaded as its own chunk through the feature's entry.
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Card, MessageCard, Spinner } from '../../../shared/ui/index';
import { selectSelectedAccount, type Account } from '../../accounts/index';
import { AccountPage, AccountSelector } from '../../accounts/entry';
import { DocumentsTable } from '../components/DocumentsTable';
import { DocumentsToolbar } from '../components/DocumentsToolbar';
import { DownloadPreferencesDialog } from '../components/DownloadPreferencesDialog';
import { selectDocumentCounts, selectDocumentList, selectDocumentRows, selectDownload } from '../documents.selectors';
import { documentsActions as A } from '../documents.slice';
import { DOCUMENTS_MESSAGES as M } from '../messages';
import './DocumentsPage.css';

function DocumentsPanel({ account }: { account: Account }) {
  const dispatch = useDispatch();
  const list = useSelector(selectDocumentList);
  const rows = useSelector(selectDocumentRows);
  if (list.acctNum === account.acctNum && list.status === 'failed') {
    return (
      <div role="alert">
        <MessageCard
          status="error"
          headerMsg={M.loadFailed}
          message={
            <button type="button" className="button button--secondary" onClick={() => dispatch(A.listReloadRequested())}>
              {M.tryAgain}
            </button>
          }
        />
      </div>
    );
  }
  if (list.acctNum !== account.acctNum || list.status !== 'succeeded') return <Spinner label={M.loading} />;
  return (
    <Card as="section" className="documents__panel">
      <DocumentsToolbar rows={rows} />
      <DocumentsTable caption={M.caption(account.accountDisplayName)} rows={rows} />
    </Card>
  );
}

/** The last download's outcome on the page, read out when it changes. */
function DownloadOutcome() {
  const download = useSelector(selectDownload);
  return (
    <p role="status" className="documents__outcome">
      {download.status === 'succeeded' ? M.downloaded(download.fileName) : ''}
    </p>
  );
}

export default function DocumentsPage() {
  const account = useSelector(selectSelectedAccount);
  const counts = useSelector(selectDocumentCounts);
  const countOf = useCallback((acctNum: string) => (counts[acctNum] === undefined ? undefined : M.documentCount(counts[acctNum])), [counts]);
  // Opening the page loads the selected account's documents; account changes reload them while it is open.
  return (
    <AccountPage block="documents" title={M.pageTitle} opened={A.pageOpened} closed={A.pageClosed} aside={<DownloadPreferencesDialog />}>
      <AccountSelector className="documents__selector" optionNote={countOf} />
      {account && <DocumentsPanel account={account} />}
      <DownloadOutcome />
    </AccountPage>
  );
}
