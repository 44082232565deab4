// A titled region of the Mint and Burn tabs: the tab's panel (its h2) or a group inside it (an h3),
// labelled by its own heading.
import { useId, type ReactNode } from 'react';

export function MintBurnSection({ title, level, children }: { title: string; level: 'panel' | 'group'; children: ReactNode }) {
  const headingId = useId();
  const Heading = level === 'panel' ? 'h2' : 'h3';
  return (
    <section className={`mint-burn__${level}`} aria-labelledby={headingId}>
      <Heading id={headingId} className={level === 'panel' ? 'mint-burn__title' : 'mint-burn__subtitle'}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
