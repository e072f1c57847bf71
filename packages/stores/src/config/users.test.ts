import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoServerUrl } from '../../test/demo-server'
import { configureServer, signIn, signOut } from '../session'
import { $toasts } from '../toasts'
import { configUsers, createUser, type UserInput, userInputProblem } from './users'

const base: UserInput = {
  username: 'reader',
  password: 'secret',
  type: 'user',
  isActive: true,
  permissions: { accessAllLibraries: true, accessAllTags: true },
  librariesAccessible: [],
  itemTagsSelected: [],
}
const asNew = { isNew: true, isRoot: false }
const message = (input: Partial<UserInput>, editing = asNew) =>
  userInputProblem({ ...base, ...input }, editing)?.message

describe('user form messages (spec 02 §5)', () => {
  it('needs a username, a password for new users, a library and a tag when not all are accessible', () => {
    expect(message({})).toBeUndefined()
    expect(message({ username: '  ' })).toBe('Enter a username')
    expect(message({ password: '' })).toBe('Must have a password, only root user can have an empty password')
    expect(message({ password: '' }, { isNew: false, isRoot: false })).toBeUndefined()
    expect(message({ password: '' }, { isNew: false, isRoot: true })).toBeUndefined()
    expect(message({ permissions: { accessAllLibraries: false, accessAllTags: true } })).toBe(
      'Must select at least one library',
    )
    expect(message({ permissions: { accessAllLibraries: true, accessAllTags: false } })).toBe(
      'Must select at least one tag',
    )
    expect(
      message({
        permissions: { accessAllLibraries: true, accessAllTags: false },
        itemTagsSelected: ['Sci-Fi'],
      }),
    ).toBeUndefined()
  })
})

describe('creating users', () => {
  beforeAll(async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    await configUsers.load()
  })
  afterAll(() => signOut())

  it('sends nothing when a message applies, and saves chosen tags otherwise', async () => {
    const before = configUsers.$state.get().data?.length
    expect(
      await createUser({
        ...base,
        username: 'tagless',
        permissions: { accessAllTags: false, accessAllLibraries: true },
      }),
    ).toBeNull()
    expect($toasts.get().at(-1)?.message).toBe('Must select at least one tag')
    expect(configUsers.$state.get().data?.length).toBe(before)

    const user = await createUser({
      ...base,
      username: `tagged-${Date.now()}`,
      permissions: {
        accessAllTags: false,
        accessAllLibraries: true,
        selectedTagsNotAccessible: true,
        createEreader: true,
      },
      itemTagsSelected: ['Sci-Fi'],
    })
    expect(user?.itemTagsSelected).toEqual(['Sci-Fi'])
    expect(user?.permissions).toMatchObject({
      accessAllTags: false,
      selectedTagsNotAccessible: true,
      createEreader: true,
    })
  })
})
