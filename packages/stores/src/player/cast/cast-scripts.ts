/** The Cast Web Sender framework (loaded only when the server enables casting and the page is secure). */
export const CAST_SENDER_URL = 'https://www.gstatic.com/cv/js/sender/v1/cast_sender.js?loadCastFramework=1'
/** Where the sender library and the framework it loads live: what a page's policy must let load for casting. */
export const CAST_SCRIPT_FOLDERS = [
  'https://www.gstatic.com/cv/js/sender/',
  'https://www.gstatic.com/cast/sdk/libs/sender/',
] as const
