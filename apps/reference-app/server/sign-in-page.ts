/** The prerendered sign-in page the build writes next to index.html (`prerender-sign-in.ts`), sent for /login. */
export const SIGN_IN_PAGE = 'login.html'
