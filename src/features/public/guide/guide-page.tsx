import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../components/button/button'
import { Icon } from '../shared/icon'
import { PageHeader } from '../shared/section'
import { useTranslatedList } from '../shared/use-list'
import { usePageTitle } from '../shared/use-page-title'
import { embedUrlFromVideoLink } from './embed-url'
import './guide.css'

/**
 * The guide video's watch or short link. The company's channel is set at build time
 * (VITE_GUIDE_VIDEO_URL); without one, the page says the video is coming (decision 505).
 */
export const GUIDE_VIDEO_LINK: string = import.meta.env.VITE_GUIDE_VIDEO_URL ?? ''

interface Step {
  TITLE: string
  TEXT: string
}

/** /guide (000 §2): the video embedded from its link, the written steps, embedding and API, and a link to /contact. */
export function GuidePage({ videoLink = GUIDE_VIDEO_LINK }: { videoLink?: string }) {
  const { t } = useTranslation()
  usePageTitle(t('GUIDE.TITLE'))
  const tutorials = useTranslatedList<Step>('GUIDE.TUTORIALS')

  return (
    <>
      <PageHeader title={t('GUIDE.TITLE')} lead={t('GUIDE.LEAD')} />
      <div className="container page-body guide">
        <section id="video" className="guide__video" aria-label={t('GUIDE.VIDEO_TITLE')}>
          <GuideVideo link={videoLink} />
        </section>
        <section id="tutorials" className="guide__section" aria-labelledby="guide-tutorials">
          <h2 id="guide-tutorials">{t('GUIDE.TUTORIALS_TITLE')}</h2>
          <ol className="guide__steps">
            {tutorials.map((step, index) => (
              <li key={step.TITLE} className="card">
                <span className="guide__step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3>{step.TITLE}</h3>
                  <p>{step.TEXT}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <section id="api" className="guide__section card" aria-labelledby="guide-api">
          <h2 id="guide-api">{t('GUIDE.API_TITLE')}</h2>
          <p>{t('GUIDE.API_TEXT')}</p>
        </section>
        <section className="guide__section guide__help" aria-labelledby="guide-help">
          <h2 id="guide-help">{t('GUIDE.HELP_TITLE')}</h2>
          <p>{t('GUIDE.HELP_TEXT')}</p>
          <div>
            <Link to="/contact" className={buttonClass()}>
              {t('GUIDE.CONTACT')}
            </Link>
          </div>
        </section>
      </div>
    </>
  )
}

/** The embedded video, or a note that it is coming when the link has no video id. */
export function GuideVideo({ link }: { link: string }) {
  const { t } = useTranslation()
  const src = embedUrlFromVideoLink(link)
  if (!src) {
    return (
      <div className="guide__video-missing" role="status">
        <Icon name="video" size={36} />
        <p>{t('GUIDE.VIDEO_MISSING')}</p>
      </div>
    )
  }
  return (
    <iframe
      className="guide__iframe"
      src={src}
      title={t('GUIDE.VIDEO_TITLE')}
      loading="lazy"
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  )
}
