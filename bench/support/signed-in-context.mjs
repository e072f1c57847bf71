import { signIn } from '../../test-support/demo-server.ts'

/** A new browser context signed in as root on the app in front of `demoUrl`, with `initScripts` run in each page. */
export async function newSignedInContext(browser, demoUrl, initScripts = []) {
  const { accessToken, refreshToken } = await signIn(demoUrl, 'root', 'root')
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.addInitScript(
    ([access, refresh]) => {
      localStorage.setItem('shelfkit:accessToken', access)
      localStorage.setItem('shelfkit:refreshToken', refresh)
      localStorage.setItem('shelfkit:authMode', 'header')
    },
    [accessToken, refreshToken],
  )
  for (const script of initScripts) await context.addInitScript(script)
  return context
}
