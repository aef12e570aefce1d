import { useEffect } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import {
  facebookCallbackMachine,
  type FacebookFailure,
  type FacebookFailureReason,
  type FacebookOpenerMessage,
} from '../../../machines/facebook-callback.machine'
import { Button } from '../../components/button/button'
import { Spinner } from '../../components/spinner/spinner'
import { StatusIcon } from '../../components/status-icon/status-icon'
import { callbackWindowClient, connectFacebookActor } from './connect-facebook'
import './facebook-callback.css'

const FAILURE_KEYS: Record<Exclude<FacebookFailureReason, 'serverMessage'>, string> = {
  providerError: 'FACEBOOK_CALLBACK.FAILED.PROVIDER_ERROR',
  invalidResponse: 'FACEBOOK_CALLBACK.FAILED.INVALID_RESPONSE',
  invalidChatbot: 'FACEBOOK_CALLBACK.FAILED.INVALID_CHATBOT',
  network: 'FACEBOOK_CALLBACK.FAILED.NETWORK',
  unauthorized: 'FACEBOOK_CALLBACK.FAILED.UNAUTHORIZED',
  forbidden: 'FACEBOOK_CALLBACK.FAILED.FORBIDDEN',
  server: 'FACEBOOK_CALLBACK.FAILED.SERVER',
  connectionFailed: 'FACEBOOK_CALLBACK.FAILED.CONNECTION_FAILED',
}

/** The window side of the callback: where results go, and how it closes. Replaced in tests. */
export interface CallbackWindow {
  origin: string
  postToOpener: (message: FacebookOpenerMessage, targetOrigin: string) => void
  close: () => void
}

const browserWindow = (): CallbackWindow => ({
  origin: window.location.origin,
  postToOpener: (message, targetOrigin) => {
    if (window.opener && !window.opener.closed) window.opener.postMessage(message, targetOrigin)
  },
  close: () => window.close(),
})

/**
 * /facebook/callback (000 §2, §4 "Facebook callback"): the popup the Facebook login redirects to.
 * The flow is machines/facebook-callback.machine.ts; results go to the opener on our own origin only.
 */
export function FacebookCallbackPage({ host = browserWindow() }: { host?: CallbackWindow }) {
  const { t } = useTranslation()
  const { search } = useLocation()
  const actor = useActorRef(
    facebookCallbackMachine.provide({
      actors: { connectFacebook: connectFacebookActor(callbackWindowClient(host.origin)) },
      actions: {
        postToOpener: (_, { message }) => host.postToOpener(message, host.origin),
        closeWindow: () => host.close(),
      },
    }),
  )
  const state = useSelector(actor, (snapshot) => snapshot)

  // The query string is read once, when the window opens (the machine ignores a second reading).
  useEffect(() => {
    actor.send({ type: 'CALLBACK_RECEIVED', search })
  }, [actor, search])

  const { failure } = state.context
  const busy = state.matches('processing') || state.matches('connecting')
  const message = state.matches('processing')
    ? t('FACEBOOK_CALLBACK.PROCESSING')
    : state.matches('connecting')
      ? t('FACEBOOK_CALLBACK.CONNECTING')
      : failure
        ? failureMessage(failure, t)
        : t('FACEBOOK_CALLBACK.CONNECTED')

  return (
    <main className="facebook-callback">
      <section className="facebook-callback__card" aria-labelledby="facebook-callback-title" aria-busy={busy}>
        <h1 className="facebook-callback__title" id="facebook-callback-title">
          {t('FACEBOOK_CALLBACK.TITLE')}
        </h1>
        <div className="facebook-callback__status">
          {busy ? <Spinner size={40} /> : <StatusIcon status={failure ? 'error' : 'success'} size={48} />}
          <p className={failure ? 'facebook-callback__message is-error' : 'facebook-callback__message'} role={failure ? 'alert' : 'status'}>
            {message}
          </p>
        </div>
        {state.status === 'done' ? (
          <>
            <p className="facebook-callback__hint">{t('FACEBOOK_CALLBACK.CLOSE_MANUALLY')}</p>
            <Button variant="secondary" onClick={() => host.close()}>
              {t('FACEBOOK_CALLBACK.CLOSE')}
            </Button>
          </>
        ) : (
          <p className="facebook-callback__hint">{t('FACEBOOK_CALLBACK.CLOSES_ITSELF')}</p>
        )}
      </section>
    </main>
  )
}

function failureMessage(failure: FacebookFailure, t: (key: string) => string): string {
  if (failure.reason === 'serverMessage') return failure.detail ?? t(FAILURE_KEYS.connectionFailed)
  return t(FAILURE_KEYS[failure.reason])
}
