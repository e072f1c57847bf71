/**
 * A fresh browser profile (empty caches) holding a stored session: the tokens are where the stores keep them, as
 * when a signed-in user opens the app again.
 */
export async function signedInContext(browser, tokens, viewport) {
  const context = await browser.newContext({ viewport })
  await context.addInitScript(
    ([access, refresh]) => {
      localStorage.setItem('shelfkit:accessToken', access)
      localStorage.setItem('shelfkit:refreshToken', refresh)
      localStorage.setItem('shelfkit:authMode', 'header')
    },
    [tokens.accessToken, tokens.refreshToken],
  )
  return context
}
