import type { FormEvent, ReactNode } from 'react'
import { useId } from 'react'
import { Button } from './Button'
import { Modal } from './Modal'
import { type TabItem, Tabs } from './Tabs'

/** The edit modals' width (spec 02 "Item edit modal", the official library modal); their height is in ui.css. */
const EDIT_MODAL_WIDTH = 800

export interface TabbedModalProps<K extends string> {
  title: string
  /** The modal's own block class (`sk-item-edit`). */
  className: string
  processing: boolean
  onClose(): void
  /** What the tabs choose between ('Edit item'). */
  tabsLabel: string
  tabs: readonly TabItem<K>[]
  /** None while there is nothing to show yet (the modal stays, empty under its processing overlay). */
  selected: K | undefined
  onSelect(id: K): void
  /** Beside the tab list (the item modal's previous/next buttons). */
  aside?: ReactNode
  /** The tabs sit in a form named by the title, sent by the save row. Without it the tabs save for themselves. */
  onSubmit?(event: FormEvent): void
  /** The save row's primary button (disabled while processing); none on a tab that has nothing to save. */
  saveLabel?: string | null
  /** The selected tab's panel. */
  children: ReactNode
}

/**
 * The frame of the edit modals (item, library): a titled modal at their width whose content scrolls under its tab
 * bar, with an optional save row.
 */
export function TabbedModal<K extends string>({
  title,
  className,
  processing,
  onClose,
  tabsLabel,
  tabs,
  selected,
  onSelect,
  aside,
  onSubmit,
  saveLabel,
  children,
}: TabbedModalProps<K>) {
  const formId = useId()
  const panel =
    selected === undefined ? null : (
      <Tabs
        label={tabsLabel}
        className="sk-tabbed-modal__tabs"
        tabs={tabs}
        selected={selected}
        onSelect={onSelect}
        aside={aside}
      >
        {children}
      </Tabs>
    )
  return (
    <Modal
      open
      title={title}
      width={EDIT_MODAL_WIDTH}
      processing={processing}
      onClose={onClose}
      className={`sk-tabbed-modal ${className}`}
      footer={
        onSubmit && saveLabel ? (
          <Button type="submit" form={formId} variant="primary" disabled={processing}>
            {saveLabel}
          </Button>
        ) : null
      }
    >
      {onSubmit ? (
        <form id={formId} onSubmit={onSubmit} noValidate aria-label={title}>
          {panel}
        </form>
      ) : (
        panel
      )}
    </Modal>
  )
}
