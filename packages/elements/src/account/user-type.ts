import { i18n } from '@shelfkit/stores'

/** The account types of spec 01 §6, as the interface names them. */
export const userTypeMessages = i18n('account.userType', {
  root: 'Root',
  admin: 'Admin',
  user: 'User',
  guest: 'Guest',
})

/** The name of an account type, or the server's word for a type it does not know. */
export function userTypeName(names: Record<string, string>, type: string): string {
  return names[type] ?? type
}
