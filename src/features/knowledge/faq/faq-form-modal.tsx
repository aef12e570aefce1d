import { useId } from 'react'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import type { FaqField, knowledgeFaqFormMachine } from '../../../../machines/knowledge-faq-form.machine'
import { Button } from '../../../components/button/button'
import { FormError, MultilineField, TextField } from '../../../components/form/form-field'
import { Modal, ModalClose } from '../../../components/modal/modal'
import type { CatalogType } from '../catalogs'
import { TypeSelect } from '../shared/type-select'

type FaqFormActor = ActorRefFrom<typeof knowledgeFaqFormMachine>

/** The create / edit FAQ modal (001 §2.3): question, answer, catalog type and catalog ID, all required. */
export function FaqFormModal({ actor, catalogs }: { actor: FaqFormActor; catalogs: readonly CatalogType[] }) {
  const { t } = useTranslation()
  const idBase = useId()
  const open = useSelector(actor, (s) => !s.matches('closed'))
  const saving = useSelector(actor, (s) => s.matches('saving'))
  const saveFailed = useSelector(actor, (s) => s.matches({ editing: { notice: 'saveFailed' } }))
  const editing = useSelector(actor, (s) => s.context.faqId !== null)
  const values = useSelector(actor, (s) => s.context.values)
  const problems = useSelector(actor, (s) => s.context.problems)

  const change = (field: FaqField) => (value: string) => actor.send({ type: 'CHANGE', field, value })
  const problemText = (field: FaqField) => {
    const problem = problems[field]
    if (!problem) return null
    return t(problem === 'required' ? `KNOWLEDGE.FAQ.FORM.REQUIRED_${field}` : `KNOWLEDGE.FAQ.FORM.INVALID_${field}`)
  }

  return (
    <Modal
      open={open}
      onClose={() => actor.send({ type: 'CLOSE' })}
      title={t(editing ? 'KNOWLEDGE.FAQ.FORM.EDIT_TITLE' : 'KNOWLEDGE.FAQ.FORM.CREATE_TITLE')}
      size="lg"
      dismissible={!saving}
      footer={
        <>
          <ModalClose>
            <Button variant="secondary" disabled={saving}>
              {t('KNOWLEDGE.CANCEL')}
            </Button>
          </ModalClose>
          <Button type="submit" form={`${idBase}-form`} loading={saving} loadingLabel={t('KNOWLEDGE.FAQ.FORM.SAVING')}>
            {t(editing ? 'KNOWLEDGE.FAQ.FORM.UPDATE' : 'KNOWLEDGE.FAQ.FORM.CREATE')}
          </Button>
        </>
      }
    >
      <form
        id={`${idBase}-form`}
        className="knowledge-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'SUBMIT' })
        }}
      >
        {saveFailed ? <FormError>{t('KNOWLEDGE.FAQ.FORM.SAVE_FAILED')}</FormError> : null}
        <MultilineField
          id={`${idBase}-question`}
          label={t('KNOWLEDGE.FAQ.QUESTION')}
          markRequired
          rows={2}
          value={values.question}
          placeholder={t('KNOWLEDGE.FAQ.FORM.QUESTION_PLACEHOLDER')}
          error={problemText('question')}
          disabled={saving}
          onChange={(event) => change('question')(event.target.value)}
        />
        <MultilineField
          id={`${idBase}-answer`}
          label={t('KNOWLEDGE.FAQ.ANSWER')}
          markRequired
          rows={4}
          value={values.answer}
          placeholder={t('KNOWLEDGE.FAQ.FORM.ANSWER_PLACEHOLDER')}
          error={problemText('answer')}
          disabled={saving}
          onChange={(event) => change('answer')(event.target.value)}
        />
        <div className="knowledge-form__row">
          <TypeSelect
            label={t('KNOWLEDGE.FAQ.CATALOG_TYPE')}
            required
            catalogs={catalogs}
            value={values.catalog_type || null}
            placeholder={t('KNOWLEDGE.FAQ.FORM.CATALOG_TYPE_PLACEHOLDER')}
            error={problemText('catalog_type')}
            disabled={saving}
            onChange={change('catalog_type')}
          />
          <TextField
            id={`${idBase}-catalog-id`}
            label={t('KNOWLEDGE.FAQ.CATALOG_ID')}
            markRequired
            inputMode="numeric"
            autoComplete="off"
            value={values.catalog_id}
            placeholder={t('KNOWLEDGE.FAQ.FORM.CATALOG_ID_PLACEHOLDER')}
            error={problemText('catalog_id')}
            disabled={saving}
            onChange={(event) => change('catalog_id')(event.target.value)}
          />
        </div>
      </form>
    </Modal>
  )
}
