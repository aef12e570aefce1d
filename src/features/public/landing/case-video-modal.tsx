import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/modal/modal'
import { VIDEO_FRAME } from '../../../config/constants'
import { demoVideoUrl, type CaseStudy } from '../content/case-studies'
import { Icon } from '../shared/icon'
import './case-video-modal.css'

/**
 * The demo video of one case (000 §2 "Video modal"): a portrait 346 × 506 video with controls and
 * autoplay, or 'Video đang cập nhật' when the case has none. Titled by the case, else 'Case Study'.
 */
export function CaseVideoModal({ caseStudy, onClose }: { caseStudy: CaseStudy; onClose: () => void }) {
  const { t } = useTranslation()
  const title = t(`LANDING.CASES.ITEMS.${caseStudy.id}.TITLE`, { defaultValue: '' }) || t('LANDING.CASES.FALLBACK_TITLE')
  const video = demoVideoUrl(caseStudy)
  const frame = { width: VIDEO_FRAME.WIDTH, height: VIDEO_FRAME.HEIGHT }

  return (
    <Modal open onClose={onClose} title={title} size="sm" closeLabel={t('LANDING.CASES.CLOSE')} className="case-video">
      <div className="case-video__frame" style={{ aspectRatio: `${frame.width} / ${frame.height}`, maxWidth: frame.width }}>
        {video ? (
          <video
            className="case-video__player"
            src={video}
            {...frame}
            controls
            autoPlay
            muted
            playsInline
            aria-label={t('LANDING.CASES.VIDEO_LABEL', { title })}
          />
        ) : (
          <div className="case-video__missing" role="status">
            <Icon name="video" size={40} />
            <p className="case-video__missing-title">{t('LANDING.CASES.VIDEO_MISSING')}</p>
            <p className="case-video__missing-text">{t('LANDING.CASES.VIDEO_MISSING_TEXT')}</p>
          </div>
        )}
      </div>
    </Modal>
  )
}
