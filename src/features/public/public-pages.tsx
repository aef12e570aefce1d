import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import { LanguageSwitcher } from '../../components/language-switcher/language-switcher'
import { Logo } from '../../components/logo/logo'
import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page'
import './public-layout.css'

/**
 * The public routes of 000 §2, each a titled placeholder until a later issue builds it.
 * Pages inside <PublicLayout/> get the navigation bar and footer; the others stand alone.
 */
function Framed({ children }: { children: ReactNode }) {
  return <div className="container">{children}</div>
}

/** For pages without the navigation bar and footer. */
function Bare({ children, header = true }: { children: ReactNode; header?: boolean }) {
  return (
    <div className="bare-page">
      <div className="container">
        {header ? (
          <div className="bare-page__header">
            <Logo />
            <LanguageSwitcher />
          </div>
        ) : null}
        {children}
      </div>
    </div>
  )
}

const framed = (name: string) =>
  function Page() {
    return (
      <Framed>
        <PlaceholderPage titleKey={`PAGES.${name}.TITLE`} descriptionKey={`PAGES.${name}.DESCRIPTION`} />
      </Framed>
    )
  }

export const LandingPage = framed('LANDING')
export const TryFreePage = framed('TRY_FREE')
export const FeaturesPage = framed('FEATURES')
export const PricingPage = framed('PRICING')
export const PrivacyPage = framed('PRIVACY')
export const TermsPage = framed('TERMS')
export const DataDeletionPage = framed('DATA_DELETION')
export const GuidePage = framed('GUIDE')
export const AboutUsPage = framed('ABOUT_US')
export const AboutCompanyPage = framed('ABOUT_COMPANY')
export const ContactPage = framed('CONTACT')

export function ChatDemoPage() {
  return (
    <Bare>
      <PlaceholderPage titleKey="PAGES.CHAT_DEMO.TITLE" descriptionKey="PAGES.CHAT_DEMO.DESCRIPTION" />
    </Bare>
  )
}

export function FacebookCallbackPage() {
  return (
    <Bare header={false}>
      <PlaceholderPage titleKey="PAGES.FACEBOOK_CALLBACK.TITLE" descriptionKey="PAGES.FACEBOOK_CALLBACK.DESCRIPTION" />
    </Bare>
  )
}

export function ChatbotPreviewPage() {
  const { id } = useParams()
  return (
    <Bare header={false}>
      <PlaceholderPage titleKey="PAGES.PREVIEW.TITLE" descriptionKey="PAGES.PREVIEW.DESCRIPTION" values={{ id }} />
    </Bare>
  )
}
