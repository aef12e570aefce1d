import { useTranslation } from 'react-i18next'
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { DashboardData } from '../../../machines/dashboard.machine'
import { PIE_COLOURS } from '../../config/constants'
import { formatDateTime } from '../../lib/dates'

const CHART_HEIGHT = 260
const ANIMATION_MS = 400

/** 000 §2: activity over time as bars, user distribution as a pie cycling through the seven colours. */
export function DashboardCharts({ data }: { data: DashboardData }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language.startsWith('en') ? 'en' : 'vi'
  const activity = data.activity_over_time.map((day) => ({ label: formatDateTime(day.date, 'dd/MM', language), count: day.count }))
  const distribution = data.user_distribution.filter((item) => item.users > 0)
  return (
    <div className="dashboard__charts">
      <section className="chart-card card" aria-labelledby="chart-activity-title">
        <h2 id="chart-activity-title" className="chart-card__title">
          {t('DASHBOARD.CHARTS.ACTIVITY')}
        </h2>
        <p className="chart-card__hint">{t('DASHBOARD.CHARTS.ACTIVITY_HINT')}</p>
        <div className="chart-card__plot" data-testid="activity-chart">
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <BarChart data={activity} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tickLine={false} fontSize={12} />
              <YAxis allowDecimals={false} tickLine={false} fontSize={12} />
              <Tooltip />
              <Bar dataKey="count" name={t('DASHBOARD.CHARTS.CONVERSATIONS')} fill={PIE_COLOURS[0]} radius={[4, 4, 0, 0]} animationDuration={ANIMATION_MS} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </section>
      <section className="chart-card card" aria-labelledby="chart-distribution-title">
        <h2 id="chart-distribution-title" className="chart-card__title">
          {t('DASHBOARD.CHARTS.DISTRIBUTION')}
        </h2>
        <p className="chart-card__hint">{t('DASHBOARD.CHARTS.DISTRIBUTION_HINT')}</p>
        {distribution.length === 0 ? (
          <p className="chart-card__empty">{t('DASHBOARD.CHARTS.NO_DATA')}</p>
        ) : (
          <div className="chart-card__plot" data-testid="distribution-chart">
            <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
              <PieChart>
                <Pie data={distribution} dataKey="users" nameKey="name" innerRadius="45%" outerRadius="75%" paddingAngle={2} animationDuration={ANIMATION_MS}>
                  {distribution.map((item, index) => (
                    <Cell key={item.chatbot_id} fill={PIE_COLOURS[index % PIE_COLOURS.length]} />
                  ))}
                </Pie>
                <Tooltip formatter={(value) => [value, t('DASHBOARD.CHARTS.USERS')]} />
                {/* Legend text in the body colour: the amber and pink slices are too light for text. */}
                <Legend formatter={(value) => <span className="chart-card__legend">{value}</span>} />
              </PieChart>
            </ResponsiveContainer>
          </div>
        )}
      </section>
    </div>
  )
}
