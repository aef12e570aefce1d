import { useEffect, useRef, type FormEvent } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import {
  CONTACT_FIELDS,
  contactFormMachine,
  type ContactFieldProblem,
  type ContactReceipt,
  type ContactValues,
} from '../../../machines/contact-form.machine'
import { api } from '../../api/client'
import { Button } from '../../components/button/button'
import { FormError, MultilineField, TextField } from '../../components/form/form-field'
import { DEFAULT_DATE_TIME_PATTERN, formatDateTime } from '../../lib/dates'
import { sendContactMessageActor } from './send-contact-message'
import './contact-form.css'

const PROBLEM_TEXT: Record<ContactFieldProblem, string> = {
  required: 'CONTACT.FORM.REQUIRED',
  email: 'CONTACT.FORM.INVALID_EMAIL',
}

/**
 * The contact form (000 §2 "Contact form", §4, §8). The flow is machines/contact-form.machine.ts:
 * this renders the form, the 'Đang gửi...' button, the error above the form, or the thank-you.
 */
export function ContactForm() {
  const { t } = useTranslation()
  const actor = useActorRef(contactFormMachine.provide({ actors: { sendContactMessage: sendContactMessageActor(api) } }))
  const state = useSelector(actor, (snapshot) => snapshot)
  const { problems, receipt } = state.context
  const sending = state.hasTag('sending')

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(data.get(field) ?? '')])) as unknown as ContactValues
    actor.send({ type: 'SUBMIT', values })
    // Refused before sending: take the visitor to the first field to fix.
    const after = actor.getSnapshot()
    const first = CONTACT_FIELDS.find((field) => after.context.problems[field])
    if (after.matches({ idle: 'invalid' }) && first) (form.elements.namedItem(first) as HTMLElement | null)?.focus()
  }

  if (state.matches('success') && receipt) {
    return <ThankYou receipt={receipt} onSendNew={() => actor.send({ type: 'SEND_NEW_MESSAGE' })} />
  }

  const field = (name: (typeof CONTACT_FIELDS)[number]) => ({
    id: `contact-${name}`,
    name,
    markRequired: true,
    required: true,
    readOnly: sending,
    error: problems[name] && state.matches({ idle: 'invalid' }) ? t(PROBLEM_TEXT[problems[name]]) : null,
  })

  return (
    <form className="contact-form card" onSubmit={submit} noValidate aria-labelledby="contact-form-title" aria-busy={sending || undefined}>
      <h2 className="contact-form__title" id="contact-form-title">
        {t('CONTACT.FORM.TITLE')}
      </h2>
      {state.matches('error') ? <FormError>{t('CONTACT.FORM.FAILED')}</FormError> : null}
      <div className="contact-form__row">
        <TextField {...field('full_name')} label={t('CONTACT.FORM.FULL_NAME')} placeholder={t('CONTACT.FORM.FULL_NAME_PLACEHOLDER')} autoComplete="name" />
        <TextField {...field('email')} type="email" label={t('CONTACT.FORM.EMAIL')} placeholder={t('CONTACT.FORM.EMAIL_PLACEHOLDER')} autoComplete="email" />
      </div>
      <TextField {...field('title')} label={t('CONTACT.FORM.SUBJECT')} placeholder={t('CONTACT.FORM.SUBJECT_PLACEHOLDER')} />
      <MultilineField {...field('content')} className="contact-form__content" label={t('CONTACT.FORM.CONTENT')} placeholder={t('CONTACT.FORM.CONTENT_PLACEHOLDER')} rows={6} />
      <div>
        <Button type="submit" size="lg" loading={sending} loadingLabel={t('CONTACT.FORM.SENDING')}>
          {t('CONTACT.FORM.SEND')}
        </Button>
      </div>
    </form>
  )
}

/** The thank-you: the stored message's number, its time (dd/MM/yyyy HH:mm) and title, and "send new message". */
function ThankYou({ receipt, onSendNew }: { receipt: ContactReceipt; onSendNew: () => void }) {
  const { t, i18n } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  // Announce the result where the form was.
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="contact-thanks card" role="status" aria-labelledby="contact-thanks-title">
      <h2 className="contact-thanks__title" id="contact-thanks-title" tabIndex={-1} ref={heading}>
        {t('CONTACT.THANKS.TITLE')}
      </h2>
      <p>{t('CONTACT.THANKS.TEXT')}</p>
      <dl className="contact-thanks__details">
        <div>
          <dt>{t('CONTACT.THANKS.NUMBER')}</dt>
          <dd data-testid="contact-receipt-number">#{receipt.id}</dd>
        </div>
        <div>
          <dt>{t('CONTACT.THANKS.TIME')}</dt>
          <dd>{formatDateTime(receipt.created_at, DEFAULT_DATE_TIME_PATTERN, i18n.language === 'en' ? 'en' : 'vi')}</dd>
        </div>
        <div>
          <dt>{t('CONTACT.THANKS.SUBJECT')}</dt>
          <dd>{receipt.title}</dd>
        </div>
      </dl>
      <div>
        <Button variant="secondary" onClick={onSendNew}>
          {t('CONTACT.THANKS.SEND_NEW')}
        </Button>
      </div>
    </section>
  )
}
