import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../components/button/button'
import { MARKETING_CLAIMS } from '../../../config/constants'
import { Icon } from '../shared/icon'
import { TickList } from '../shared/section'
import { useTranslatedList } from '../shared/use-list'

/** Where the hero video is served (000 §7). */
export const HERO_VIDEO_URL = '/images/banner.mp4'
export const CASE_STUDIES_ID = 'case-studies'

/** Hero (000 §2 "Landing page"): title, subtitle, description, five tick points, video, Try free and Watch demo. */
export function Hero() {
  const { t, i18n } = useTranslation()
  const points = useTranslatedList<string>('LANDING.HERO.POINTS')

  const watchDemo = () => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    document.getElementById(CASE_STUDIES_ID)?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
  }

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <span className="hero__badge">{t('LANDING.HERO.BADGE')}</span>
          <h1 className="hero__title" id="hero-title">
            {t('LANDING.HERO.TITLE')}
          </h1>
          <p className="hero__subtitle">{t('LANDING.HERO.SUBTITLE')}</p>
          <p className="hero__description">{t('LANDING.HERO.DESCRIPTION')}</p>
          <TickList items={points} className="hero__points" />
          <div className="button-row">
            <Link to="/register" className={buttonClass({ size: 'lg' })}>
              {t('LANDING.HERO.TRY_FREE')}
            </Link>
            <button type="button" className={buttonClass({ variant: 'secondary', size: 'lg' })} onClick={watchDemo}>
              <Icon name="play" size={18} />
              {t('LANDING.HERO.WATCH_DEMO')}
            </button>
          </div>
          <p className="hero__trusted">
            {t('LANDING.HERO.TRUSTED', { number: MARKETING_CLAIMS.BUSINESSES.toLocaleString(i18n.language) })}
          </p>
        </div>
        <div className="hero__media">
          <video
            className="hero__video"
            src={HERO_VIDEO_URL}
            width={640}
            height={400}
            autoPlay
            loop
            muted
            playsInline
            preload="auto"
            aria-label={t('LANDING.HERO.VIDEO_LABEL')}
          />
        </div>
      </div>
    </section>
  )
}
