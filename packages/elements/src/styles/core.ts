import base from './base.css?inline'
import login from './login.css?inline'
import ui from './ui.css?inline'

/**
 * The stylesheets the sign-in page needs (tokens, primitives, the form). An app can add these first and the full
 * STYLESHEETS list once the rest of the interface loads, so the sign-in page downloads no other area's CSS.
 */
export const CORE_STYLESHEETS: readonly string[] = [base, ui, login]
