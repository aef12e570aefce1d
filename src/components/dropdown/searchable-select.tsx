import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react'
import { Popover } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { DROPDOWN } from '../../config/constants'
import { filterOptions, moveActive, toggleSelection, type SelectOption } from '../../lib/select'
import './searchable-select.css'

export type { SelectOption }

interface BaseProps<V extends string | number> {
  options: readonly SelectOption<V>[]
  /** Multi-select cap (DROPDOWN.MAX_ITEMS by default). */
  maxItems?: number
  placeholder?: string
  searchPlaceholder?: string
  /** The field's name for assistive technology (the trigger shows the value, not a label). */
  ariaLabel: string
  disabled?: boolean
  /** Marks the trigger invalid (a form error). */
  invalid?: boolean
  id?: string
  className?: string
}

export interface SingleSelectProps<V extends string | number> extends BaseProps<V> {
  multiple?: false
  value: V | null
  onChange: (value: V) => void
}

export interface MultiSelectProps<V extends string | number> extends BaseProps<V> {
  multiple: true
  value: V[]
  onChange: (value: V[]) => void
}

export type SearchableSelectProps<V extends string | number> = SingleSelectProps<V> | MultiSelectProps<V>

/**
 * The searchable single or multi select (001 §2.9, §4, §5): case-insensitive substring search on
 * the label, disabled options cannot be chosen, a multi selection stops at `maxItems`. It closes on
 * an outside click, Escape or a single choice; the search is cleared on close; Enter, Space or
 * ArrowDown on the trigger open it and the search box takes focus after
 * DROPDOWN.SEARCH_FOCUS_DELAY_MS. Arrow keys, Home and End move through the options, Enter picks.
 */
export function SearchableSelect<V extends string | number>(props: MultiSelectProps<V>): ReactElement
export function SearchableSelect<V extends string | number>(props: SingleSelectProps<V>): ReactElement
// Overloads rather than one union parameter, so V is inferred from the options and the value alike.
export function SearchableSelect<V extends string | number>(props: SearchableSelectProps<V>): ReactElement {
  const { options, maxItems = DROPDOWN.MAX_ITEMS, placeholder, searchPlaceholder, ariaLabel, disabled, invalid, id, className } = props
  const { t } = useTranslation()
  const baseId = useId()
  const listId = `${baseId}-list`
  const labelId = `${baseId}-label`
  const valueId = `${baseId}-value`
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(-1)
  const searchRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLUListElement>(null)

  const selected: readonly V[] = props.multiple ? props.value : props.value === null ? [] : [props.value]
  const capped = props.multiple === true && selected.length >= maxItems
  const visible = filterOptions(options, query)
  const canPick = (option: SelectOption<V>) => !option.disabled && !(capped && !selected.includes(option.value))

  useEffect(() => {
    if (!open) return
    const timer = setTimeout(() => searchRef.current?.focus(), DROPDOWN.SEARCH_FOCUS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [open])

  useEffect(() => {
    if (active < 0) return
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' })
  }, [active])

  function changeOpen(next: boolean) {
    if (next && disabled) return
    setOpen(next)
    setQuery('')
    setActive(next ? firstPickable(filterOptions(options, '')) : -1)
  }

  function firstPickable(list: readonly SelectOption<V>[]) {
    return moveActive(list.length, -1, 1, (index) => canPick(list[index]))
  }

  function choose(option: SelectOption<V> | undefined) {
    if (!option || !canPick(option)) return
    if (props.multiple) {
      const next = toggleSelection(props.value, option.value, maxItems)
      if (next !== props.value) props.onChange([...next])
    } else {
      props.onChange(option.value)
      changeOpen(false)
    }
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const pickable = (index: number) => canPick(visible[index])
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault()
        setActive(moveActive(visible.length, active, event.key === 'ArrowDown' ? 1 : -1, pickable))
        break
      case 'Home':
        event.preventDefault()
        setActive(moveActive(visible.length, -1, 1, pickable))
        break
      case 'End':
        event.preventDefault()
        setActive(moveActive(visible.length, -1, -1, pickable))
        break
      case 'Enter':
        event.preventDefault()
        choose(visible[active])
        break
    }
  }

  const selectedOptions = selected
    .map((value) => options.find((option) => option.value === value))
    .filter((option): option is SelectOption<V> => option !== undefined)
  const display = selectedOptions.map((option) => option.label).join(', ')

  return (
    <Popover.Root open={open} onOpenChange={changeOpen}>
      <span id={labelId} className="visually-hidden">
        {ariaLabel}
      </span>
      <Popover.Trigger
        id={id}
        className={['select-trigger', invalid && 'is-invalid', className].filter(Boolean).join(' ')}
        disabled={disabled}
        aria-haspopup="listbox"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-invalid={invalid || undefined}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault()
            changeOpen(true)
          }
        }}
      >
        <span id={valueId} className={`select-trigger__value${display ? '' : ' is-placeholder'}`}>
          {display || placeholder || t('UI.DROPDOWN.PLACEHOLDER')}
        </span>
        {props.multiple && selectedOptions.length > 1 ? (
          <span className="select-trigger__count" aria-hidden="true">
            {selectedOptions.length}
          </span>
        ) : null}
        <span className="select-trigger__chevron" aria-hidden="true" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="select-popover"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <input
            ref={searchRef}
            className="select-popover__search"
            type="search"
            role="combobox"
            aria-label={searchPlaceholder ?? t('UI.DROPDOWN.SEARCH')}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 && visible[active] ? `${baseId}-option-${active}` : undefined}
            placeholder={searchPlaceholder ?? t('UI.DROPDOWN.SEARCH')}
            autoComplete="off"
            value={query}
            onChange={(event) => {
              const nextQuery = event.target.value
              setQuery(nextQuery)
              setActive(firstPickable(filterOptions(options, nextQuery)))
            }}
            onKeyDown={onSearchKeyDown}
          />
          {props.multiple ? (
            <div className="select-popover__meta">
              <span aria-live="polite">{t('UI.DROPDOWN.MAX_ITEMS', { count: maxItems })}</span>
              {selected.length ? (
                <button type="button" className="select-popover__clear" onClick={() => props.onChange([])}>
                  {t('UI.DROPDOWN.CLEAR')}
                </button>
              ) : null}
            </div>
          ) : null}
          {visible.length ? (
            <ul ref={listRef} id={listId} className="select-popover__list" role="listbox" aria-label={ariaLabel} aria-multiselectable={props.multiple || undefined}>
              {visible.map((option, index) => {
                const isSelected = selected.includes(option.value)
                const pickable = canPick(option)
                return (
                  <li
                    key={String(option.value)}
                    id={`${baseId}-option-${index}`}
                    data-index={index}
                    role="option"
                    aria-selected={isSelected}
                    aria-disabled={!pickable || undefined}
                    className={['select-option', isSelected && 'is-selected', index === active && 'is-active', !pickable && 'is-disabled']
                      .filter(Boolean)
                      .join(' ')}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseEnter={() => pickable && setActive(index)}
                    onClick={() => choose(option)}
                  >
                    {props.multiple ? <span className="select-option__check" aria-hidden="true" /> : null}
                    <span className="select-option__label">{option.label}</span>
                  </li>
                )
              })}
            </ul>
          ) : (
            <p id={listId} className="select-popover__empty" role="status">
              {t('UI.DROPDOWN.NO_RESULTS')}
            </p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
