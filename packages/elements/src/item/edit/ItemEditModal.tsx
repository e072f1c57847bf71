import { useStore } from '@nanostores/react'
import type { LibraryItem } from '@shelfkit/client'
import {
  $itemEdit,
  $itemEditTab,
  $user,
  availableItemEditTabs,
  closeItemEdit,
  type ItemEditState,
  type ItemEditTab,
  i18n,
  itemEditNeighbour,
  readerHotkeyAction,
  selectItemEditTab,
  stepItemEdit,
} from '@shelfkit/stores'
import { Suspense, useEffect } from 'react'
import { IconButton } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import { TabbedModal } from '../../ui/TabbedModal'
import { TopLayer } from '../../ui/TopLayer'
import { useProcessing } from '../../ui/useProcessing'
import { ITEM_EDIT_TAB_VIEWS } from './tab-views'

const messages = i18n('item.edit.modal', {
  details: 'Details',
  cover: 'Cover',
  chapters: 'Chapters',
  episodes: 'Episodes',
  files: 'Files',
  match: 'Match',
  tools: 'Tools',
  schedule: 'Schedule',
  tabs: 'Edit item',
  loading: 'Loading',
  noTitle: 'No Title',
  previous: 'Previous item',
  next: 'Next item',
  removed: 'This item was removed by another user. What is shown here can no longer be saved.',
})

/** The tabs the modal would show the signed-in user on this item: an Edit button is offered when there is one. */
export function shownItemEditTabs(item: LibraryItem): ItemEditTab[] {
  return availableItemEditTabs(item).filter((tab) => tab in ITEM_EDIT_TAB_VIEWS)
}

/**
 * The item edit modal, mounted once by the app's layout and opened through `openItemEdit`: the tabs the user has
 * on the item, previous and next through the bookshelf (also ArrowLeft and ArrowRight outside fields). It closes
 * itself when no tab is left to show.
 */
export function ItemEditModal() {
  const state = useStore($itemEdit)
  // Only an open modal reads its messages: closed, it fetches no catalogue part of the editing area.
  return state ? <OpenItemEditModal state={state} /> : null
}

function OpenItemEditModal({ state }: { state: ItemEditState }) {
  const t = useStore(messages)
  const selected = useStore($itemEditTab)
  useStore($user)
  const [processing, run] = useProcessing()
  const item = state.item ?? null
  const tabs = item ? shownItemEditTabs(item) : []

  useEffect(() => {
    if (item && !tabs.length) closeItemEdit()
  }, [item, tabs.length])
  useStepKeys(!processing)

  const tab = tabs.includes(selected) ? selected : tabs[0]
  const View = tab ? ITEM_EDIT_TAB_VIEWS[tab] : undefined
  const title = item ? item.media.metadata.title || t.noTitle : t.loading
  return (
    <TopLayer>
      <TabbedModal
        title={title}
        className="sk-item-edit"
        processing={processing || !item}
        onClose={closeItemEdit}
        tabsLabel={t.tabs}
        tabs={tabs.map((name) => ({ id: name, label: t[name] }))}
        selected={tab}
        onSelect={selectItemEditTab}
        aside={<StepButtons state={state} />}
      >
        {state.removed ? (
          <p className="sk-item-edit__removed" role="alert">
            {t.removed}
          </p>
        ) : null}
        {item && View ? (
          // Another user removed the item: every control of the tab stops, the modal stays usable.
          <fieldset className="sk-item-edit__panel" disabled={state.removed}>
            <Suspense fallback={<Spinner />}>
              <View key={tab} item={item} run={run} />
            </Suspense>
          </fieldset>
        ) : null}
      </TabbedModal>
    </TopLayer>
  )
}

function StepButtons({ state }: { state: ItemEditState }) {
  const t = useStore(messages)
  if (!state.stepIds.length) return null
  return (
    <div className="sk-item-edit__steps">
      <IconButton
        icon="chevronLeft"
        label={t.previous}
        disabled={!itemEditNeighbour(state, -1)}
        onClick={() => stepItemEdit(-1)}
      />
      <IconButton
        icon="chevronRight"
        label={t.next}
        disabled={!itemEditNeighbour(state, 1)}
        onClick={() => stepItemEdit(1)}
      />
    </div>
  )
}

/** The next and previous page keys (ArrowRight, ArrowLeft, not typed into a field) step through the items. */
function useStepKeys(active: boolean) {
  useEffect(() => {
    if (!active) return
    const onKey = (event: KeyboardEvent) => {
      const { key, ctrlKey, altKey, metaKey } = event
      const action = readerHotkeyAction({
        key,
        ctrlKey,
        altKey,
        metaKey,
        target: event.target as HTMLElement,
      })
      if (action === 'next') stepItemEdit(1)
      else if (action === 'previous') stepItemEdit(-1)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [active])
}
