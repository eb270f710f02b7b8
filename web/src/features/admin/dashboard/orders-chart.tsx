import type { DailyOrders } from '@dtm/shared/admin';
import { formatAmount } from '@dtm/shared/money';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * Orders (bars) and paid revenue (line) per day over the last 30 days. Loaded on its own, after
 * the figures, so neither the shop nor the rest of the back office waits for the chart library.
 */
export default function OrdersChart({ days }: { days: readonly DailyOrders[] }) {
  const data = days.map((day) => ({ date: day.date, orders: day.orders, revenue: Number(day.revenue) }));
  return (
    <div className="h-64 w-full sm:h-72 lg:h-96">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: -12 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#2a1f3d1a" vertical={false} />
          <XAxis dataKey="date" tickFormatter={shortDate} tick={{ fontSize: 12, fill: '#5a4e6b' }} minTickGap={24} />
          <YAxis yAxisId="orders" allowDecimals={false} tick={{ fontSize: 12, fill: '#5a4e6b' }} width={40} />
          <YAxis
            yAxisId="revenue"
            orientation="right"
            tick={{ fontSize: 12, fill: '#5a4e6b' }}
            tickFormatter={(value: number) => `$${value >= 1000 ? `${Math.round(value / 100) / 10}k` : value}`}
            width={48}
          />
          <Tooltip
            labelFormatter={(label) => shortDate(String(label))}
            formatter={(value, name) =>
              name === 'Revenue' ? [formatAmount(Number(value).toFixed(2)), name] : [String(value), name]
            }
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar
            isAnimationActive={false}
            yAxisId="orders"
            dataKey="orders"
            name="Orders"
            fill="#fdba74"
            radius={[4, 4, 0, 0]}
          />
          <Line
            isAnimationActive={false}
            yAxisId="revenue"
            dataKey="revenue"
            name="Revenue"
            stroke="#6d28d9"
            strokeWidth={2.5}
            dot={false}
            type="linear"
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
