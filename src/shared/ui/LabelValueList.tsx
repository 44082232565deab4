// The label-value list of spec part 2 §2: rows with optional header and sub-header, a label with
// sub-label and tooltip, a value with sub-value ('None' in italic grey when empty), a separator.
import { Fragment, type ReactNode, useId } from 'react';
import { UI_MESSAGES } from './messages';
import './LabelValueList.css';

export interface LabelValueRow {
  header?: string;
  subHeader?: string;
  label: string;
  subLabel?: string;
  tooltip?: string;
  value?: ReactNode;
  subValue?: ReactNode;
  /** A rule after this row, to group the rows above it. */
  separator?: boolean;
}

interface LabelValueListProps {
  rows: readonly LabelValueRow[];
  className?: string;
}

function isEmpty(value: ReactNode): boolean {
  return value === undefined || value === null || value === false || value === '';
}

export function LabelValueList({ rows, className }: LabelValueListProps) {
  return (
    <div className={className ? `label-value-list ${className}` : 'label-value-list'}>
      {rows.map((row, index) => (
        // Rows have no identity of their own; the list is rebuilt as a whole when data changes.
        <Fragment key={index}>
          {row.header && <p className="label-value-list__header">{row.header}</p>}
          {row.subHeader && <p className="label-value-list__subheader">{row.subHeader}</p>}
          <dl className="label-value-list__row">
            <dt className="label-value-list__label">
              <span>{row.label}</span>
              {row.tooltip && <Tooltip label={row.label} text={row.tooltip} />}
              {row.subLabel && <span className="label-value-list__sub">{row.subLabel}</span>}
            </dt>
            <dd className="label-value-list__value">
              {isEmpty(row.value) ? <em className="label-value-list__none">{UI_MESSAGES.none}</em> : row.value}
              {!isEmpty(row.subValue) && <span className="label-value-list__sub">{row.subValue}</span>}
            </dd>
          </dl>
          {row.separator && <hr className="label-value-list__separator" />}
        </Fragment>
      ))}
    </div>
  );
}

/** An info button whose text shows on hover and focus and is its accessible description. */
function Tooltip({ label, text }: { label: string; text: string }) {
  const id = useId();
  return (
    <span className="label-value-list__tooltip">
      <button type="button" className="label-value-list__tip-button" aria-label={UI_MESSAGES.moreInformation(label)} aria-describedby={id}>
        <span aria-hidden="true">i</span>
      </button>
      <span role="tooltip" id={id} className="label-value-list__tip-text">
        {text}
      </span>
    </span>
  );
}
