/** Below this width or height the layout is the mobile one (spec 01 §9). */
export const MOBILE_BREAKPOINT_PX = 640

export interface ViewportKind {
  mobile: boolean
  /** Mobile and wider than tall. */
  landscape: boolean
  /** Mobile and at least as tall as wide. */
  portrait: boolean
}

/** Spec 01 §4 "Other state rules": mobile, landscape and portrait from the window size. */
export function viewportKind(width: number, height: number): ViewportKind {
  const mobile = isMobile(width, height)
  return { mobile, landscape: mobile && height < width, portrait: mobile && height >= width }
}

export function isMobile(width: number, height: number): boolean {
  return width < MOBILE_BREAKPOINT_PX || height < MOBILE_BREAKPOINT_PX
}
