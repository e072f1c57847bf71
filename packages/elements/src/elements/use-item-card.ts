import { createItemCard, type ItemCardStore } from '@shelfkit/stores'
import { useEffect, useMemo } from 'react'
import { refreshWithoutLiveEvents } from './live-refresh'

/** One library item an element shows, loaded and kept current (server events, else a refresh now and then). */
export function useItemCard(itemId: string): ItemCardStore {
  const card = useMemo(() => createItemCard(itemId), [itemId])
  useEffect(() => {
    void card.load()
    const stopRefresh = refreshWithoutLiveEvents(() => void card.load())
    return () => {
      stopRefresh()
      card.stop()
    }
  }, [card])
  return card
}
