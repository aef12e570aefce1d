import { useState, type FormEvent } from 'react'
import { Link, Navigate } from 'react-router'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useCurrentUser, useSessionActor } from '../../app/session'
import { Button } from '../../components/button/button'
import { FormError, TextField } from '../../components/form/form-field'
import { AuthLayout, PitchItem } from './auth-layout'

/** Login (000 §2 "Login screen", §4, §5). The flow itself is the session machine's. */
export function LoginPage() {
  const { t } = useTranslation()
  const session = useSessionActor()
  const user = useCurrentUser()
  const authenticating = useSelector(session, (s) => s.matches({ signedOut: 'authenticating' }))
  const loginError = useSelector(session, (s) => s.context.loginError)
  // Form input, not flow: what was typed and whether a submit was tried (errors show only after).
  const [values, setValues] = useState({ username: '', password: '' })
  const [submitted, setSubmitted] = useState(false)

  // Signed-in visitors are sent away at once, and a successful login lands here too.
  if (user) return <Navigate to="/app/dashboard" replace />

  const errors = {
    username: values.username === '' ? t('ERRORS.USERNAME_REQUIRED') : null,
    password: values.password === '' ? t('ERRORS.PASSWORD_REQUIRED') : null,
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (errors.username || errors.password) return
    session.send({ type: 'LOGIN', username: values.username, password: values.password })
  }

  return (
    <AuthLayout aside={<LoginPitch />}>
      <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="login-title">
        <div>
          <h1 className="auth-form__title" id="login-title">
            {t('AUTH.LOGIN.TITLE')}
          </h1>
          <p className="auth-form__subtitle">{t('AUTH.LOGIN.SUBTITLE')}</p>
        </div>

        {loginError && !authenticating ? <FormError>{loginError}</FormError> : null}

        <TextField
          id="login-username"
          name="username"
          label={t('AUTH.USERNAME')}
          placeholder={t('AUTH.USERNAME_PLACEHOLDER')}
          autoComplete="username"
          markRequired
          value={values.username}
          onChange={(e) => setValues((v) => ({ ...v, username: e.target.value }))}
          error={submitted ? errors.username : null}
        />
        <TextField
          id="login-password"
          name="password"
          type="password"
          label={t('AUTH.PASSWORD')}
          placeholder={t('AUTH.PASSWORD_PLACEHOLDER')}
          autoComplete="current-password"
          markRequired
          value={values.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
          error={submitted ? errors.password : null}
        />

        <Button type="submit" size="lg" block loading={authenticating} loadingLabel={t('AUTH.LOGIN.SUBMITTING')}>
          {t('AUTH.LOGIN.SUBMIT')}
        </Button>

        <p className="auth-form__switch">
          {t('AUTH.LOGIN.NO_ACCOUNT')} <Link to="/register">{t('AUTH.LOGIN.REGISTER_LINK')}</Link>
        </p>
      </form>
    </AuthLayout>
  )
}

function LoginPitch() {
  const { t } = useTranslation()
  return (
    <div className="auth-pitch">
      <span className="auth-pitch__eyebrow">{t('AUTH.LOGIN_PITCH.EYEBROW')}</span>
      <h2 className="auth-pitch__title">{t('AUTH.LOGIN_PITCH.TITLE')}</h2>
      <p className="auth-pitch__text">{t('AUTH.LOGIN_PITCH.TEXT')}</p>
      <ul className="auth-pitch__list">
        <PitchItem>{t('AUTH.LOGIN_PITCH.POINT_1')}</PitchItem>
        <PitchItem>{t('AUTH.LOGIN_PITCH.POINT_2')}</PitchItem>
        <PitchItem>{t('AUTH.LOGIN_PITCH.POINT_3')}</PitchItem>
      </ul>
      <dl className="auth-pitch__stats">
        <div className="auth-pitch__stat">
          <dt>1000+</dt>
          <dd>{t('AUTH.LOGIN_PITCH.STAT_BUSINESSES')}</dd>
        </div>
        <div className="auth-pitch__stat">
          <dt>24/7</dt>
          <dd>{t('AUTH.LOGIN_PITCH.STAT_ALWAYS_ON')}</dd>
        </div>
        <div className="auth-pitch__stat">
          <dt>95%</dt>
          <dd>{t('AUTH.LOGIN_PITCH.STAT_SATISFACTION')}</dd>
        </div>
      </dl>
    </div>
  )
}
