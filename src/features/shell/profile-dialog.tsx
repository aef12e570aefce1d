import { Dialog } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import type { CurrentUser } from '../../../machines/session.machine'
import { Button } from '../../components/button/button'
import { LanguageSwitcher } from '../../components/language-switcher/language-switcher'
import { NavIcon } from './nav-icon'

interface ProfileDialogProps {
  user: CurrentUser
  open: boolean
  onOpenChange: (open: boolean) => void
  onLogout: () => void
}

/** The profile modal of the sidebar's user block: username, email, language, Logout. */
export function ProfileDialog({ user, open, onOpenChange, onLogout }: ProfileDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="profile-overlay" />
        <Dialog.Content className="profile-dialog">
          <div className="profile-dialog__head">
            <span className="profile-dialog__avatar" aria-hidden="true">
              {initialOf(user.username)}
            </span>
            <div>
              <Dialog.Title className="profile-dialog__title">{t('SHELL.PROFILE.TITLE')}</Dialog.Title>
              <Dialog.Description className="profile-dialog__subtitle">{t('SHELL.PROFILE.DESCRIPTION')}</Dialog.Description>
            </div>
          </div>
          <dl className="profile-dialog__details">
            <div>
              <dt>{t('SHELL.PROFILE.USERNAME')}</dt>
              <dd>{user.username}</dd>
            </div>
            <div>
              <dt>{t('SHELL.PROFILE.EMAIL')}</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>{t('SHELL.PROFILE.LANGUAGE')}</dt>
              <dd>
                <LanguageSwitcher />
              </dd>
            </div>
          </dl>
          <div className="profile-dialog__actions">
            <Dialog.Close asChild>
              <Button variant="secondary">{t('SHELL.PROFILE.CLOSE')}</Button>
            </Dialog.Close>
            <Button variant="danger" onClick={onLogout}>
              <NavIcon name="logout" size={18} />
              {t('SHELL.PROFILE.LOGOUT')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

export function initialOf(name: string): string {
  return (name.trim()[0] ?? '?').toUpperCase()
}
