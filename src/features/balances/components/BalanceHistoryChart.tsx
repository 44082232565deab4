// The balance-history chart (spec part 2 §1, §2), drawn with d3 submodules only: d3-scale for the
// scales, d3-shape for the line and area, d3-axis on a d3-selection for the axes. The value axis
// has exactly 4 ticks abbreviated with K and M. For keyboard and screen-reader users the chart is
// focusable and described by a summary, and a toggle shows the same data as a table.
import { axisBottom, axisLeft } from 'd3-axis';
import { scaleLinear, scaleUtc } from 'd3-scale';
import { select } from 'd3-selection';
import { area, line } from 'd3-shape';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formatUsd } from '../../../shared/format/index';
import { Card } from '../../../shared/ui/MessageCard';
import { formatAxisTick, formatDay, formatShortDay, summarizeHistory, yTickValues } from '../chart/axis';
import { useContainerWidth } from '../chart/useContainerWidth';
import { BALANCES_MESSAGES as M } from '../messages';
import type { BalancePoint } from '../types';
import './BalanceHistoryChart.css';

const MARGIN = { top: 12, right: 16, bottom: 32, left: 64 };
const FALLBACK_WIDTH = 640;
const DAY_MS = 86_400_000;

const heightFor = (width: number) => Math.round(Math.min(280, Math.max(180, width * 0.4)));
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

interface BalanceHistoryChartProps {
  points: readonly BalancePoint[];
  days: number;
}

function useGeometry(points: readonly BalancePoint[], innerWidth: number, innerHeight: number) {
  return useMemo(() => {
    const dates = points.map((p) => toDate(p.date));
    const first = dates[0] ?? new Date(0);
    const last = dates[dates.length - 1] ?? first;
    // One day of data still gets a width: start the axis a day earlier.
    const start = last.getTime() > first.getTime() ? first : new Date(last.getTime() - DAY_MS);
    const ticks = yTickValues(points.map((p) => p.totalFiatValue));
    const x = scaleUtc().domain([start, last]).range([0, innerWidth]);
    const y = scaleLinear()
      .domain([ticks[0] ?? 0, ticks[ticks.length - 1] ?? 1])
      .range([innerHeight, 0]);
    const xOf = (_: BalancePoint, i: number) => x(dates[i] ?? first);
    const yOf = (p: BalancePoint) => y(p.totalFiatValue);
    return {
      x,
      y,
      ticks,
      linePath: line<BalancePoint>().x(xOf).y(yOf)([...points]) ?? '',
      areaPath: area<BalancePoint>().x(xOf).y0(innerHeight).y1(yOf)([...points]) ?? '',
    };
  }, [points, innerWidth, innerHeight]);
}

export function BalanceHistoryChart({ points, days }: BalanceHistoryChartProps) {
  const headingId = useId();
  const titleId = useId();
  const descId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const plotRef = useRef<HTMLDivElement>(null);
  const xAxisRef = useRef<SVGGElement>(null);
  const yAxisRef = useRef<SVGGElement>(null);
  const width = useContainerWidth(plotRef, FALLBACK_WIDTH);
  const height = heightFor(width);
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const { x, y, ticks, linePath, areaPath } = useGeometry(points, innerWidth, innerHeight);
  const summary = useMemo(() => summarizeHistory(points), [points]);

  useLayoutEffect(() => {
    if (!xAxisRef.current || !yAxisRef.current) return;
    const yAxis = axisLeft(y)
      .tickValues(ticks)
      .tickFormat((v) => formatAxisTick(Number(v)))
      .tickSizeInner(-innerWidth)
      .tickSizeOuter(0)
      .tickPadding(8);
    const xAxis = axisBottom(x)
      .ticks(Math.max(2, Math.floor(innerWidth / 90)))
      .tickFormat((d) => formatShortDay(toDay(d as Date)))
      .tickSizeOuter(0);
    select(yAxisRef.current).call(yAxis);
    select(xAxisRef.current).call(xAxis);
  }, [x, y, ticks, innerWidth]);

  return (
    <Card as="section" className="balance-history" aria-labelledby={headingId}>
      <div className="balance-history__header">
        <h2 id={headingId} className="balance-history__title">
          {M.historyTitle}
        </h2>
        <span className="balance-history__period">{M.historyPeriod(days)}</span>
        <button
          type="button"
          className="button button--secondary balance-history__toggle"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? M.hideTable : M.showTable}
        </button>
      </div>
      <div ref={plotRef} className="balance-history__plot">
        <svg
          className="balance-history__svg"
          width={width}
          height={height}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          tabIndex={0}
        >
          <title id={titleId}>{`${M.historyTitle}, ${M.historyPeriod(days).toLowerCase()}`}</title>
          <desc id={descId}>{summary}</desc>
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            <g ref={yAxisRef} className="balance-history__axis balance-history__axis--y" />
            <g ref={xAxisRef} className="balance-history__axis" transform={`translate(0,${innerHeight})`} />
            <path className="balance-history__area" d={areaPath} />
            <path className="balance-history__line" d={linePath} />
          </g>
        </svg>
      </div>
      <div id={tableId} className="balance-history__table" hidden={!showTable}>
        <table>
          <caption>{M.historyCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{M.historyColumns.date}</th>
              <th scope="col">{M.historyColumns.balance}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.date}>
                <th scope="row">{formatDay(p.date)}</th>
                <td>{formatUsd(p.totalFiatValue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
