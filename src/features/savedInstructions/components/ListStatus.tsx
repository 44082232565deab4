// What a saved-instruction list shows before its rows: a spinner while it loads, the spec's
// load-failure text when it failed (part 2 §8), nothing once it is there.
import type { ReactNode } from 'react';
import { MessageCard, Spinner } from '../../../shared/ui/index';
import type { ListView } from '../savedInstructions.selectors';

interface Props {
  list: ListView<unknown>;
  loadingLabel: string;
  failedText: (error: string) => string;
  children: ReactNode;
}

export function ListStatus({ list, loadingLabel, failedText, children }: Props) {
  if (list.status === 'idle' || list.status === 'pending') return <Spinner label={loadingLabel} />;
  if (list.status === 'failed') {
    return (
      <div role="alert">
        <MessageCard status="error" headerMsg="Error" message={failedText(list.error ?? '')} />
      </div>
    );
  }
  return <>{children}</>;
}
