import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../components/button/button'
import { Icon } from '../shared/icon'
import { Section } from '../shared/section'
import { useTranslatedList } from '../shared/use-list'

interface Row {
  LABEL: string
  TRADITIONAL: string
  AI: string
}

/** Traditional customer care versus the AI chatbot, with a try-free link to /register (000 §2). */
export function Comparison() {
  const { t } = useTranslation()
  const rows = useTranslatedList<Row>('LANDING.COMPARISON.ROWS')
  return (
    <Section id="comparison" title={t('LANDING.COMPARISON.TITLE')} subtitle={t('LANDING.COMPARISON.SUBTITLE')}>
      <div className="comparison">
        <table className="comparison__table">
          <thead>
            <tr>
              <th scope="col">{t('LANDING.COMPARISON.CRITERION')}</th>
              <th scope="col">{t('LANDING.COMPARISON.TRADITIONAL')}</th>
              <th scope="col" className="comparison__ai">
                {t('LANDING.COMPARISON.AI')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.LABEL}>
                <th scope="row">{row.LABEL}</th>
                <td data-label={t('LANDING.COMPARISON.TRADITIONAL')}>
                  <Icon name="cross" size={16} className="comparison__cross" />
                  {row.TRADITIONAL}
                </td>
                <td data-label={t('LANDING.COMPARISON.AI')} className="comparison__ai">
                  <Icon name="check" size={16} className="comparison__tick" />
                  {row.AI}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="comparison__action">
          <Link to="/register" className={buttonClass({ size: 'lg' })}>
            {t('LANDING.COMPARISON.TRY_FREE')}
          </Link>
        </div>
      </div>
    </Section>
  )
}
