import { useStore } from '@nanostores/react'
import { $currentLibrary, $user, canKeepOnDevice, canUpload, isAdminOrUp, signOut } from '@shelfkit/stores'
import { useNavigation } from '../navigation'
import { useSignOutGuard } from '../offline/useSignOutGuard'
import { Icon } from '../ui/Icon'
import type { MenuItem } from '../ui/Menu'
import { MenuButton } from '../ui/Menu'

/** The account button (it shows the username) with the account page, the user's stats and sign-out. */
export function AccountMenu() {
  const user = useStore($user)
  const library = useStore($currentLibrary)
  const navigation = useNavigation()
  const { confirmSignOut, prompt } = useSignOutGuard()
  if (!user) return null

  const leave = async () => {
    if (!(await confirmSignOut())) return
    const redirect = await signOut()
    // OpenID sessions end at the provider too.
    if (redirect) window.location.assign(redirect)
    else navigation.navigate?.('/login', { replace: true })
  }

  return (
    <>
      <MenuButton
        label={`Account: ${user.username}`}
        align="end"
        className="sk-account"
        buttonClassName="sk-account__button"
        header={
          <>
            <span className="sk-account__name">{user.username}</span>
            <span className="sk-account__type">{user.type}</span>
          </>
        }
        items={
          [
            { key: 'account', label: 'Account', icon: 'user', to: '/account' },
            { key: 'stats', label: 'Your stats', icon: 'stats', to: '/config/stats' },
            ...(canKeepOnDevice()
              ? [{ key: 'device', label: 'On this device', icon: 'device', to: '/on-this-device' } as const]
              : []),
            // Narrow screens have no room for these in the app bar.
            ...(library && canUpload(user)
              ? [{ key: 'upload', label: 'Upload', icon: 'upload', to: '/upload' } as const]
              : []),
            ...(isAdminOrUp(user)
              ? [{ key: 'settings', label: 'Settings', icon: 'settings', to: '/config' } as const]
              : []),
            { key: 'sign-out', label: 'Sign out', icon: 'power', onSelect: () => void leave() },
          ] satisfies MenuItem[]
        }
      >
        <span className="sk-account__username">{user.username}</span>
        <Icon name="user" size={20} />
      </MenuButton>
      {prompt}
    </>
  )
}
