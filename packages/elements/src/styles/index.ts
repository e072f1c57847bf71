import base from './base.css?inline'
import bookshelf from './bookshelf.css?inline'
import cards from './cards.css?inline'
import config from './config.css?inline'
import content from './content.css?inline'
import home from './home.css?inline'
import login from './login.css?inline'
import player from './player.css?inline'
import reader from './reader.css?inline'
import shell from './shell.css?inline'
import tools from './tools.css?inline'
import ui from './ui.css?inline'

/**
 * Every stylesheet of the components, in cascade order. The reference app adds them to the document; each custom
 * element adopts the ones its components use (named below, so a bundle carries only those). Areas register
 * theirs here.
 */
export const STYLESHEETS: readonly string[] = [
  base,
  ui,
  player,
  cards,
  bookshelf,
  home,
  shell,
  login,
  content,
  config,
  tools,
  reader,
]

export {
  base as baseCss,
  bookshelf as bookshelfCss,
  cards as cardsCss,
  config as configCss,
  content as contentCss,
  home as homeCss,
  login as loginCss,
  player as playerCss,
  reader as readerCss,
  shell as shellCss,
  tools as toolsCss,
  ui as uiCss,
}
