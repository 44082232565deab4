// The stablecoin terms note of spec part 1 §1, shown only when the stablecoinTerms flag is on.
import { useSelector } from 'react-redux';
import { PROVIDER } from '../../../shared/constants/support';
import { selectFlag } from '../../system/index';
import { STABLECOIN_MESSAGES as M } from '../messages';
import { CompactText } from './CompactText';
import './StablecoinTermsNote.css';

export function StablecoinTermsNote() {
  const shown = useSelector((state: Parameters<typeof selectFlag>[0]) => selectFlag(state, 'stablecoinTerms'));
  if (!shown) return null;
  return (
    <aside className="stablecoin-terms" aria-label={M.label}>
      <CompactText>
        <p>
          {M.text}{' '}
          <a href={PROVIDER.stablecoinTermsUrl} target="_blank" rel="noopener noreferrer">
            {M.link}
          </a>
        </p>
      </CompactText>
    </aside>
  );
}
