import type { FormEvent } from 'react'
import { Link, Navigate, useNavigate } from 'react-router'
import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import {
  registerMachine,
  type RegisterError,
  type RegisterValues,
} from '../../../machines/register.machine'
import { api } from '../../api/client'
import { useCurrentUser } from '../../app/session'
import { showAlert } from '../../components/alert/alert-store'
import { Button } from '../../components/button/button'
import { FormError, TextField } from '../../components/form/form-field'
import { AuthLayout, PitchItem } from './auth-layout'
import { signUpActor } from './sign-up-actor'

const FIELDS: ReadonlyArray<keyof RegisterValues> = ['username', 'email', 'phone_number', 'password', 'confirm']

/** Register (000 §2 "Register screen", §4 "Register", §5, §8). The flow is machines/register.machine.ts. */
export function RegisterPage() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const user = useCurrentUser()
  const [state, send] = useMachine(
    registerMachine.provide({
      actors: { signUp: signUpActor(api) },
      actions: {
        notifyRegistered: () => showAlert({ type: 'success', message: i18n.t('AUTH.REGISTER_SUCCESS') }),
        goToLogin: () => navigate('/login'),
      },
    }),
  )

  if (user) return <Navigate to="/app/dashboard" replace />

  const submitting = state.matches('submitting')
  const { error, values: submittedValues } = state.context
  // After a "required" failure, the fields that were empty are marked.
  const markEmpty = (field: keyof RegisterValues) =>
    state.matches({ editing: 'invalid' }) && submittedValues[field] === ''

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const values = Object.fromEntries(FIELDS.map((field) => [field, String(data.get(field) ?? '')])) as unknown as RegisterValues
    send({ type: 'SUBMIT', values })
  }

  const field = (name: keyof RegisterValues) => ({
    id: `register-${name}`,
    name,
    markRequired: true,
    'aria-invalid': markEmpty(name) || undefined,
    readOnly: submitting,
  })

  return (
    <AuthLayout aside={<RegisterPitch />}>
      <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="register-title">
        <div>
          <h1 className="auth-form__title" id="register-title">
            {t('AUTH.REGISTER.TITLE')}
          </h1>
          <p className="auth-form__subtitle">{t('AUTH.REGISTER.SUBTITLE')}</p>
        </div>

        {error ? <FormError>{describeError(error, t)}</FormError> : null}

        <TextField
          {...field('username')}
          label={t('AUTH.REGISTER.FULL_NAME')}
          placeholder={t('AUTH.REGISTER.FULL_NAME_PLACEHOLDER')}
          autoComplete="name"
        />
        <div className="auth-form__row auth-form__row--two">
          <TextField
            {...field('email')}
            type="email"
            label={t('AUTH.REGISTER.EMAIL')}
            placeholder={t('AUTH.REGISTER.EMAIL_PLACEHOLDER')}
            autoComplete="email"
          />
          <TextField
            {...field('phone_number')}
            type="tel"
            label={t('AUTH.REGISTER.PHONE')}
            placeholder={t('AUTH.REGISTER.PHONE_PLACEHOLDER')}
            autoComplete="tel"
          />
        </div>
        <TextField
          {...field('password')}
          type="password"
          label={t('AUTH.PASSWORD')}
          placeholder={t('AUTH.PASSWORD_PLACEHOLDER')}
          autoComplete="new-password"
        />
        <TextField
          {...field('confirm')}
          type="password"
          label={t('AUTH.REGISTER.CONFIRM_PASSWORD')}
          placeholder={t('AUTH.REGISTER.CONFIRM_PASSWORD_PLACEHOLDER')}
          autoComplete="new-password"
        />

        <Button type="submit" size="lg" block loading={submitting} loadingLabel={t('AUTH.REGISTER.SUBMITTING')}>
          {t('AUTH.REGISTER.SUBMIT')}
        </Button>

        <p className="auth-form__legal">
          {t('AUTH.REGISTER.AGREE')} <Link to="/dieu-khoan-su-dung">{t('AUTH.REGISTER.TERMS')}</Link>{' '}
          {t('AUTH.REGISTER.AND')} <Link to="/chinh-sach-bao-mat">{t('AUTH.REGISTER.PRIVACY')}</Link>
        </p>
        <p className="auth-form__switch">
          {t('AUTH.REGISTER.HAVE_ACCOUNT')} <Link to="/login">{t('AUTH.REGISTER.LOGIN_LINK')}</Link>
        </p>
      </form>
    </AuthLayout>
  )
}

function describeError(error: RegisterError, t: (key: string) => string): string {
  return 'key' in error ? t(error.key) : error.message
}

function RegisterPitch() {
  const { t } = useTranslation()
  return (
    <div className="auth-pitch">
      <span className="auth-pitch__eyebrow">{t('AUTH.REGISTER_PITCH.EYEBROW')}</span>
      <h2 className="auth-pitch__title">{t('AUTH.REGISTER_PITCH.TITLE')}</h2>
      <p className="auth-pitch__text">{t('AUTH.REGISTER_PITCH.TEXT')}</p>
      <ul className="auth-pitch__list">
        <PitchItem>{t('AUTH.REGISTER_PITCH.FEATURE_1')}</PitchItem>
        <PitchItem>{t('AUTH.REGISTER_PITCH.FEATURE_2')}</PitchItem>
        <PitchItem>{t('AUTH.REGISTER_PITCH.FEATURE_3')}</PitchItem>
        <PitchItem>{t('AUTH.REGISTER_PITCH.FEATURE_4')}</PitchItem>
        <PitchItem>{t('AUTH.REGISTER_PITCH.FEATURE_5')}</PitchItem>
      </ul>
      <ul className="auth-pitch__trust" aria-label={t('AUTH.REGISTER_PITCH.TRUST_LABEL')}>
        <li>{t('AUTH.REGISTER_PITCH.TRUST_FREE')}</li>
        <li>{t('AUTH.REGISTER_PITCH.TRUST_NO_CARD')}</li>
        <li>{t('AUTH.REGISTER_PITCH.TRUST_QUICK_SETUP')}</li>
      </ul>
    </div>
  )
}
