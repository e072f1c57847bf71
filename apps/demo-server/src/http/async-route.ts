import type { NextFunction, Request, RequestHandler, Response } from 'express'

/** Lets a route be an async function: a rejected promise goes to the error handler instead of crashing. */
export function asyncRoute(
  handler: (req: Request, res: Response, next: NextFunction) => Promise<unknown>,
): RequestHandler {
  return (req, res, next) => {
    handler(req, res, next).catch(next)
  }
}
