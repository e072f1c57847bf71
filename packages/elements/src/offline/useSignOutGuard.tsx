import { useStore } from '@nanostores/react'
import {
  discardUnsyncedWork,
  signOutMessages,
  unsyncedSignOutMessage,
  unsyncedWorkBeforeSignOut,
} from '@shelfkit/stores'
import { type ReactNode, useState } from 'react'
import { ConfirmPrompt, type ConfirmPromptOptions } from '../ui/ConfirmPrompt'

/**
 * Before signing out: what this device still holds for the server is sent if it can be; what cannot is only
 * dropped once the user agrees. `confirmSignOut` resolves to whether to go on; render `prompt`.
 */
export function useSignOutGuard(): { confirmSignOut(): Promise<boolean>; prompt: ReactNode } {
  const t = useStore(signOutMessages)
  const [question, setQuestion] = useState<{
    options: ConfirmPromptOptions
    answer(yes: boolean): void
  } | null>(null)
  const confirmSignOut = async () => {
    const work = await unsyncedWorkBeforeSignOut()
    if (!work.sessions && !work.bookmarks) return true
    const yes = await new Promise<boolean>((resolve) =>
      setQuestion({
        options: {
          title: t.title,
          message: unsyncedSignOutMessage(work),
          yesText: t.drop,
          yesVariant: 'danger',
        },
        answer: resolve,
      }),
    )
    setQuestion(null)
    if (yes) await discardUnsyncedWork()
    return yes
  }
  const prompt = (
    <ConfirmPrompt prompt={question?.options ?? null} onAnswer={(yes) => question?.answer(yes)} />
  )
  return { confirmSignOut, prompt }
}
