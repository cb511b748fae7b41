import { Bar, CartesianGrid, ComposedChart, LabelList, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportTable } from './report-table.ts';

const BRAND = 'var(--ui-brand)';
const INK = 'var(--ui-text)';

/** The line's markers: squares, so the line differs from the bars by shape too. */
function SquareDot(props: { cx?: number | undefined; cy?: number | undefined; index?: number | undefined }) {
  const { cx, cy, index } = props;
  if (cx === undefined || cy === undefined) return <g key={index} />;
  return <rect key={index} x={cx - 4} y={cy - 4} width={8} height={8} fill="var(--ui-bg)" stroke={INK} strokeWidth={2} />;
}

/**
 * A report's chart (Recharts, loaded only with the report pages). The same figures are in the table
 * beside it; here each series differs by shape as well as colour (solid bars, hatched bars, a dashed
 * line with square markers) and is named in the legend, so colour carries no meaning alone. Recharts'
 * accessibility layer makes the chart one keyboard stop whose arrow keys move the tooltip from point to
 * point; the <title> and <desc> name and describe it for screen readers.
 */
export default function ReportChart({
  table,
  title,
  description,
  patternId,
}: {
  table: ReportTable;
  title: string;
  description: string;
  patternId: string;
}) {
  const data = table.rows.map((row) => {
    const point: Record<string, string | number | null> = { name: row[0]?.kind === 'text' ? row[0].value : '' };
    for (const s of table.series) {
      const cell = row[s.column];
      point[`s${s.column}`] = cell && cell.kind !== 'text' ? cell.value : null;
    }
    return point;
  });
  return (
    <div className="report-chart">
      <ResponsiveContainer width="100%" height={300}>
        <ComposedChart data={data} title={title} desc={description} margin={{ top: 20, right: 12, bottom: 4, left: 0 }}>
          <defs>
            <pattern id={patternId} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width="6" height="6" fill="var(--ui-bg)" />
              <line x1="0" y1="0" x2="0" y2="6" stroke={INK} strokeWidth="3" />
            </pattern>
          </defs>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--ui-border)" />
          <XAxis dataKey="name" tick={{ fill: INK, fontSize: 12 }} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} tick={{ fill: INK, fontSize: 12 }} width={40} />
          <Tooltip />
          {table.series.length > 1 ? <Legend /> : null}
          {table.series.map((s) =>
            s.style === 'line' ? (
              <Line
                key={s.column}
                dataKey={`s${s.column}`}
                name={table.columns[s.column]}
                stroke={INK}
                strokeWidth={2}
                strokeDasharray="6 3"
                dot={SquareDot}
                isAnimationActive={false}
              />
            ) : (
              <Bar
                key={s.column}
                dataKey={`s${s.column}`}
                name={table.columns[s.column]}
                fill={s.style === 'striped' ? `url(#${patternId})` : BRAND}
                stroke={INK}
                isAnimationActive={false}
              >
                {table.rows.length <= 12 ? <LabelList dataKey={`s${s.column}`} position="top" fill={INK} fontSize={12} /> : null}
              </Bar>
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
