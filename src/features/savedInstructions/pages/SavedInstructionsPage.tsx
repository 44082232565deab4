// /saved-instructions (spec part 1 §2, part 2 §2): the title, the account selector, and the tabs
// wire-instructions and digital-asset-instructions (with its tooltip), which follow the address
// (anything else goes to wire-instructions). A market-maker account while the flag mm-sdai is off
// has the wire tab only (issue 27; its address goes to wire-instructions once the flags have
// answered). Loaded as its own chunk through the feature's entry.
import { useId } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Route, Routes, useMatch, useNavigate } from 'react-router-dom';
import { Tabs, type TabItem } from '../../../shared/ui/index';
import { selectSelectedAccount } from '../../accounts/index';
import { AccountPage, AccountSelector } from '../../accounts/entry';
import { AddressPanel } from '../components/AddressPanel';
import { WirePanel } from '../components/WirePanel';
import { SAVED_INSTRUCTIONS_MESSAGES as M } from '../messages';
import { selectAddressTab } from '../savedInstructions.selectors';
import { SAVED_INSTRUCTION_ROUTES, type SavedInstructionsTab } from '../routes';
import { registerLazySaga } from '../../../runtime/lazySagas';
import { savedInstructionFormsSaga } from '../savedInstructionForms.sagas';
import { savedInstructionsActions } from '../savedInstructions.slice';
import './SavedInstructionsPage.css';

// The forms' pipelines arrive with this chunk (they need the codecs it carries).
registerLazySaga('savedInstructionForms', savedInstructionFormsSaga);

const WIRE_TAB: TabItem = { id: 'wire', label: M.tabs.wire };
const TABS: readonly TabItem[] = [WIRE_TAB, { id: 'address', label: M.tabs.address }];
const WIRE_ONLY: readonly TabItem[] = [WIRE_TAB];

/** The digital-asset-instructions tab's tooltip: shown on hover and on keyboard focus. */
function AddressTabTooltip() {
  const tooltipId = useId();
  return (
    <span className="saved-instructions__tooltip">
      <button type="button" className="saved-instructions__tooltip-button" aria-label={M.aboutAddressTab} aria-describedby={tooltipId}>
        <span aria-hidden="true">i</span>
      </button>
      <span role="tooltip" id={tooltipId} className="saved-instructions__tooltip-text">
        {M.addressTabTooltip}
      </span>
    </span>
  );
}

function InstructionTabs() {
  const navigate = useNavigate();
  const account = useSelector(selectSelectedAccount);
  const addressTab = useSelector(selectAddressTab);
  const onAddress = useMatch(SAVED_INSTRUCTION_ROUTES.address) !== null;
  const active: SavedInstructionsTab = onAddress ? 'address' : 'wire';
  const toWire = <Navigate to={SAVED_INSTRUCTION_ROUTES.wire} replace />;
  if (!account) return null;
  const offered = addressTab === 'offered';
  const addressPanel = offered ? <AddressPanel account={account} /> : addressTab === 'closed' ? toWire : null;
  return (
    <div className="saved-instructions__tabs">
      {offered && <AddressTabTooltip />}
      <Tabs tabs={offered ? TABS : WIRE_ONLY} activeId={active} label={M.tabsLabel} onChange={(id) => navigate(id === 'address' ? SAVED_INSTRUCTION_ROUTES.address : SAVED_INSTRUCTION_ROUTES.wire)}>
        <Routes>
          <Route index element={toWire} />
          <Route path="wire-instructions" element={<WirePanel account={account} />} />
          <Route path="digital-asset-instructions" element={addressPanel} />
          <Route path="*" element={toWire} />
        </Routes>
      </Tabs>
    </div>
  );
}

export default function SavedInstructionsPage() {
  // Opening the page loads the selected account's lists; account changes reload them while it is open.
  return (
    <AccountPage block="saved-instructions" title={M.pageTitle} opened={savedInstructionsActions.pageOpened} closed={savedInstructionsActions.pageClosed}>
      <AccountSelector className="saved-instructions__selector" />
      <InstructionTabs />
    </AccountPage>
  );
}
