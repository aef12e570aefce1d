import { fireEvent } from '@testing-library/react'

/** A real mouse click outside a radix layer: radix waits for the click that follows the press. */
export function clickOutside(target: Element) {
  fireEvent.pointerDown(target, { pointerType: 'mouse', button: 0 })
  fireEvent.mouseDown(target)
  fireEvent.pointerUp(target, { pointerType: 'mouse', button: 0 })
  fireEvent.mouseUp(target)
  fireEvent.click(target)
}
