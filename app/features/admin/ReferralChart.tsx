import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/** dd.MM from "yyyy-MM-dd" (axis ticks). */
function shortDay(day: string): string {
  const [, m, d] = day.split("-");
  return `${d}.${m}.`;
}

/** dd.MM.yyyy from "yyyy-MM-dd" (tooltip). */
function longDay(day: string): string {
  const [y, m, d] = day.split("-");
  return `${d}.${m}.${y}`;
}

/**
 * The sign-ups line chart (recharts). Loaded with React.lazy only on the referral tab, so recharts
 * never reaches the public pages' bundles. The figures are also in the table next to it.
 */
export default function ReferralChart({ data, label }: { data: { day: string; signups: number }[]; label: string }) {
  return (
    <div className="h-64 w-full" data-testid="referral-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 12, fill: "#57534e" }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#57534e" }} />
          <Tooltip labelFormatter={(v) => longDay(String(v))} formatter={(v) => [String(v), label]} />
          <Line type="monotone" dataKey="signups" name={label} stroke="#166534" strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
