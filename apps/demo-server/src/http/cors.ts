import type { RequestHandler } from 'express'

const builtInOrigins = ['capacitor://localhost', 'http://localhost']
const coverOrEbookPath = /\/api\/items\/([a-z0-9-]{36})\/(ebook|cover)(\/[0-9]+)?/

/**
 * The real server's CORS rule: headers only for configured origins (or any origin with ALLOW_CORS=1, or the
 * mobile app origins on cover/ebook routes); a matching preflight is answered 200 right here. Everything
 * else falls through, so a preflight to /api without a match meets the auth check and gets 401.
 */
export function cors(allowedOrigins: () => string[], allowAny: boolean): RequestHandler {
  return (req, res, next) => {
    const configured = allowedOrigins()
    if (allowAny || coverOrEbookPath.test(req.path) || configured.length) {
      const origin = req.get('origin')
      const allowed =
        allowAny || (origin !== undefined && [...builtInOrigins, ...configured].includes(origin))
      if (allowed) {
        res.header('Access-Control-Allow-Origin', origin)
        res.header('Access-Control-Allow-Methods', 'GET, POST, PATCH, PUT, DELETE, OPTIONS')
        res.header('Access-Control-Allow-Headers', '*')
        res.header('Access-Control-Allow-Credentials', 'true')
        if (req.method === 'OPTIONS') {
          res.sendStatus(200)
          return
        }
      }
    }
    next()
  }
}
