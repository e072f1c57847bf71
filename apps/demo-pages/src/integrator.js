// The integrator page's script: plain JavaScript on the stores, bundled like any app would bundle it.
import {
  $home,
  $player,
  $playerTime,
  $sessionStatus,
  $user,
  bootstrap,
  configureServer,
  ensureCurrentLibrary,
  formatClock,
  openHome,
  playItem,
  signIn,
  signOut,
  togglePlayback,
} from '@shelfkit/stores'

const byId = (id) => document.getElementById(id)
const serverUrl = document.querySelector('meta[name="abs-server"]').content

configureServer(serverUrl)

byId('sign-in').addEventListener('submit', async (event) => {
  event.preventDefault()
  const form = new FormData(event.currentTarget)
  byId('sign-in-status').textContent = 'Signing in…'
  try {
    await signIn(String(form.get('username')), String(form.get('password')))
    byId('sign-in-status').textContent = ''
  } catch (error) {
    byId('sign-in-status').textContent = error.message
  }
})
byId('sign-out').addEventListener('click', () => void signOut())
byId('toggle').addEventListener('click', () => togglePlayback())

$sessionStatus.subscribe(async (status) => {
  const signedIn = status === 'signed-in'
  byId('sign-in').hidden = signedIn
  byId('who').hidden = !signedIn
  byId('username').textContent = $user.get()?.username ?? ''
  if (!signedIn) {
    byId('books').replaceChildren()
    return
  }
  const libraryId = await ensureCurrentLibrary()
  if (libraryId) await openHome(libraryId, window.innerWidth)
})

$home.subscribe(({ data }) => {
  const shelf = data?.find((entry) => entry.id === 'recently-added')
  const rows = (shelf?.entities ?? []).map((item) => {
    const row = document.createElement('li')
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = 'Play'
    button.setAttribute('aria-label', `Play ${item.media.metadata.title}`)
    button.addEventListener('click', () => void playItem(item.id))
    row.append(`${item.media.metadata.title} `, button)
    return row
  })
  byId('books').replaceChildren(...rows)
})

function showPlayer() {
  const player = $player.get()
  const { currentTime } = $playerTime.get()
  const toggle = byId('toggle')
  toggle.disabled = player.status === 'idle' || player.status === 'loading'
  toggle.textContent = player.status === 'playing' ? 'Pause' : 'Play'
  byId('now-playing').textContent =
    player.status === 'idle'
      ? 'Nothing playing'
      : `${player.status}: ${player.displayTitle} ${formatClock(currentTime)} / ${formatClock(player.duration)}`
}
$player.subscribe(showPlayer)
$playerTime.subscribe(showPlayer)

await bootstrap().catch((error) => console.error('Could not reach the server', error))
