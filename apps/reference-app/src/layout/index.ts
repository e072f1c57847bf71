import { codeSplit } from '../code-split'

/** The shell (app bar, side rail, dialogs) loads with the first signed-in page, never on the sign-in page. */
export const MainLayout = codeSplit(() => import('./MainLayout'))
