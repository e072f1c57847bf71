import { useStore } from '@nanostores/react'
import { $currentLibrary, $user, canUpload, i18n, isAdminOrUp, params, signOut } from '@shelfkit/stores'
import { userTypeMessages, userTypeName } from '../account/user-type'
import { useNavigation } from '../navigation'
import { Icon } from '../ui/Icon'
import type { MenuItem } from '../ui/Menu'
import { MenuButton } from '../ui/Menu'

const messages = i18n('shell.accountMenu', {
  button: params('Account: {name}'),
  account: 'Account',
  stats: 'Your stats',
  upload: 'Upload',
  settings: 'Settings',
  signOut: 'Sign out',
})

/** The account button (it shows the username) with the account page, the user's stats and sign-out. */
export function AccountMenu() {
  const t = useStore(messages)
  const types = useStore(userTypeMessages)
  const user = useStore($user)
  const library = useStore($currentLibrary)
  const navigation = useNavigation()
  if (!user) return null

  const leave = async () => {
    const redirect = await signOut()
    // OpenID sessions end at the provider too.
    if (redirect) window.location.assign(redirect)
    else navigation.navigate?.('/login', { replace: true })
  }

  return (
    <MenuButton
      label={t.button({ name: user.username })}
      align="end"
      className="sk-account"
      buttonClassName="sk-account__button"
      header={
        <>
          <span className="sk-account__name">{user.username}</span>
          <span className="sk-account__type">{userTypeName(types, user.type)}</span>
        </>
      }
      items={
        [
          { key: 'account', label: t.account, icon: 'user', to: '/account' },
          { key: 'stats', label: t.stats, icon: 'stats', to: '/config/stats' },
          // Narrow screens have no room for these in the app bar.
          ...(library && canUpload(user)
            ? [{ key: 'upload', label: t.upload, icon: 'upload', to: '/upload' } as const]
            : []),
          ...(isAdminOrUp(user)
            ? [{ key: 'settings', label: t.settings, icon: 'settings', to: '/config' } as const]
            : []),
          { key: 'sign-out', label: t.signOut, icon: 'power', onSelect: () => void leave() },
        ] satisfies MenuItem[]
      }
    >
      <span className="sk-account__username">{user.username}</span>
      <Icon name="user" size={20} />
    </MenuButton>
  )
}
