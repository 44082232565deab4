// WAI-ARIA tabs (automatic activation): arrow keys move between tabs and select them, Home and
// End jump to the ends. Controlled: the parent owns the active tab (often the route, as in Mint & Burn).
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import './Tabs.css';

export interface TabItem {
  id: string;
  label: string;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  activeId: string;
  onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** The active tab's panel content. */
  children?: ReactNode;
  className?: string;
}

export function Tabs({ tabs, activeId, onChange, label, children, className }: TabsProps) {
  const baseId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    buttons.current.get(tab.id)?.focus();
    if (tab.id !== activeId) onChange(tab.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={className ? `tabs ${className}` : 'tabs'}>
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab, index) => {
          const active = tab.id === activeId;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) buttons.current.set(tab.id, el);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={active ? panelId : undefined}
              tabIndex={active ? 0 : -1}
              className={active ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
              onClick={() => !active && onChange(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(activeId)} tabIndex={0} className="tabs__panel">
        {children}
      </div>
    </div>
  );
}
