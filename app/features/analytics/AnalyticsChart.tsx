import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { DailyRow } from "./traffic.server";

const shortDay = (day: string) => {
  const [, m, d] = day.split("-");
  return `${d}.${m}.`;
};
const longDay = (day: string) => day.split("-").reverse().join(".");

/**
 * Page views and visitors per day (recharts, as the referral chart). Loaded with React.lazy only
 * on the analytics tab, so recharts never reaches the public pages' bundles; the figures are also
 * in the table below it.
 */
export default function AnalyticsChart({ data, labels }: { data: DailyRow[]; labels: { views: string; visitors: string } }) {
  return (
    <div className="h-64 w-full" data-testid="analytics-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 12, fill: "#57534e" }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#57534e" }} />
          <Tooltip labelFormatter={(v) => longDay(String(v))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Line type="monotone" dataKey="views" name={labels.views} stroke="#166534" strokeWidth={2} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="visitors" name={labels.visitors} stroke="#b45309" strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
