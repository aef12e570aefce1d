import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/form/form-field'
import { SearchableSelect } from '../../../components/dropdown/searchable-select'
import { WidgetPreview } from '../../widget-host/widget-preview'
import { AvatarField } from './avatar-field'
import type { SettingsActor } from './chatbot-settings-page'
import { ColourFields } from './colour-fields'
import { TextAreaField } from './text-area-field'
import { TypeCards } from './type-cards'

/** 001 §2.2: type, industry (TU_VAN), name, welcome message, description, logo, colours and the live preview. */
export function BasicTab({ actor }: { actor: SettingsActor }) {
  const { t } = useTranslation()
  const form = useSelector(actor, (s) => s.context.form)
  const flags = useSelector(actor, (s) => s.context.flags)
  const chatbotId = useSelector(actor, (s) => s.context.chatbotId)
  const change = (field: 'name' | 'initial_prompt' | 'description') => (value: string) =>
    actor.send({ type: 'FIELD_CHANGED', field, value })

  return (
    <div className="basic-tab">
      <form className="card basic-tab__form" noValidate onSubmit={(event) => event.preventDefault()}>
        <TypeCards value={form.agent_type} onChange={(agentType) => actor.send({ type: 'TYPE_CHANGED', agentType })} />
        {form.agent_type === 'TU_VAN' ? <IndustrySelect actor={actor} /> : null}
        <TextField
          id="chatbot-name"
          label={t('CHATBOTS.BASIC.NAME_LABEL')}
          placeholder={t('CHATBOTS.BASIC.NAME_PLACEHOLDER')}
          markRequired
          autoComplete="off"
          value={form.name}
          onChange={(event) => change('name')(event.target.value)}
          error={flags.name ? t('CHATBOTS.TOAST.NAME') : null}
        />
        <TextAreaField
          id="chatbot-welcome"
          label={t('CHATBOTS.BASIC.WELCOME_LABEL')}
          placeholder={t('CHATBOTS.BASIC.WELCOME_PLACEHOLDER')}
          value={form.initial_prompt}
          onChange={change('initial_prompt')}
          error={flags.welcome ? t('CHATBOTS.TOAST.WELCOME') : null}
        />
        <TextAreaField
          id="chatbot-description"
          label={t('CHATBOTS.BASIC.DESCRIPTION_LABEL')}
          placeholder={t('CHATBOTS.BASIC.DESCRIPTION_PLACEHOLDER')}
          value={form.description}
          onChange={change('description')}
          error={flags.description ? t('CHATBOTS.TOAST.DESCRIPTION') : null}
        />
        <AvatarField actor={actor} />
        <ColourFields actor={actor} />
      </form>
      <div className="basic-tab__preview">
        <WidgetPreview chatbot={{ ...form, id: chatbotId }} />
      </div>
    </div>
  )
}

function IndustrySelect({ actor }: { actor: SettingsActor }) {
  const { t } = useTranslation()
  const agents = useSelector(actor, (s) => s.context.agents)
  const loading = useSelector(actor, (s) => s.context.agentsLoading)
  const agentId = useSelector(actor, (s) => s.context.form.agent_id)
  const flagged = useSelector(actor, (s) => s.context.flags.agent)
  const label = t('CHATBOTS.BASIC.INDUSTRY_LABEL')

  return (
    <div className="field">
      <span className="field__label" id="chatbot-industry-label">
        {label}
        <span className="field__required" aria-hidden="true">
          {' '}*
        </span>
      </span>
      <SearchableSelect
        id="chatbot-industry"
        ariaLabel={label}
        options={agents.map((agent) => ({ label: agent.name, value: agent.id }))}
        value={agentId}
        onChange={(value) => actor.send({ type: 'AGENT_CHANGED', agentId: value })}
        placeholder={loading ? t('CHATBOTS.BASIC.INDUSTRY_LOADING') : t('CHATBOTS.BASIC.INDUSTRY_PLACEHOLDER')}
        disabled={loading}
        invalid={flagged}
      />
      {flagged ? <p className="field__error">{t('CHATBOTS.BASIC.INDUSTRY_ERROR')}</p> : null}
    </div>
  )
}
