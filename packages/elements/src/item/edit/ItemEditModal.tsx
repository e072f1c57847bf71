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
  itemEditNeighbour,
  readerHotkeyAction,
  selectItemEditTab,
  stepItemEdit,
} from '@shelfkit/stores'
import { type ReactNode, useEffect } from 'react'
import { IconButton } from '../../ui/Button'
import { Modal } from '../../ui/Modal'
import { Tabs } from '../../ui/Tabs'
import { TopLayer } from '../../ui/TopLayer'
import { useProcessing } from '../../ui/useProcessing'
import { DetailsTab } from './DetailsTab'

/** Spec 02 "Item edit modal": width 800, height at most 650 (the latter in the stylesheet). */
const ITEM_EDIT_WIDTH = 800

type TabView = (props: {
  item: LibraryItem
  run(action: () => Promise<unknown>): Promise<unknown>
}) => ReactNode

/** The tabs built so far; the rules (`itemEditTabs`) know them all, the modal shows these among them. */
const TAB_VIEWS: Partial<Record<ItemEditTab, { label: string; view: TabView }>> = {
  details: { label: 'Details', view: DetailsTab },
}

/** The tabs the modal would show the signed-in user on this item: an Edit button is offered when there is one. */
export function shownItemEditTabs(item: LibraryItem): ItemEditTab[] {
  return availableItemEditTabs(item).filter((tab) => tab in TAB_VIEWS)
}

/**
 * The item edit modal, mounted once by the app's layout and opened through `openItemEdit`: the tabs the user has
 * on the item, previous and next through the bookshelf (also ArrowLeft and ArrowRight outside fields). It closes
 * itself when no tab is left to show.
 */
export function ItemEditModal() {
  const state = useStore($itemEdit)
  const selected = useStore($itemEditTab)
  useStore($user)
  const [processing, run] = useProcessing()
  const item = state?.item ?? null
  const tabs = item ? shownItemEditTabs(item) : []

  useEffect(() => {
    if (item && !tabs.length) closeItemEdit()
  }, [item, tabs.length])
  useStepKeys(!!state && !processing)

  if (!state) return null
  const tab = tabs.includes(selected) ? selected : tabs[0]
  const current = tab ? TAB_VIEWS[tab] : undefined
  const title = item ? item.media.metadata.title || 'No Title' : 'Loading'
  return (
    <TopLayer>
      <Modal
        open
        title={title}
        width={ITEM_EDIT_WIDTH}
        processing={processing || !item}
        onClose={closeItemEdit}
        className="sk-item-edit"
      >
        {tab ? (
          <Tabs
            label="Edit item"
            className="sk-item-edit__tabs"
            tabs={tabs.map((name) => ({ id: name, label: TAB_VIEWS[name]?.label }))}
            selected={tab}
            onSelect={selectItemEditTab}
            aside={<StepButtons state={state} />}
          >
            {item && current ? <current.view item={item} run={run} /> : null}
          </Tabs>
        ) : null}
      </Modal>
    </TopLayer>
  )
}

function StepButtons({ state }: { state: ItemEditState }) {
  if (!state.stepIds.length) return null
  return (
    <div className="sk-item-edit__steps">
      <IconButton
        icon="chevronLeft"
        label="Previous item"
        disabled={!itemEditNeighbour(state, -1)}
        onClick={() => stepItemEdit(-1)}
      />
      <IconButton
        icon="chevronRight"
        label="Next item"
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
