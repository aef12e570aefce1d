import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { QRCodeSVG } from 'qrcode.react'

/**
 * A real, scannable QR code of `text` as an SVG data URL (200 px, margin 2, black on white as
 * 000 §9 draws QR codes). Uses the app's own qrcode.react encoder, rendered to markup, so it
 * runs the same in Node and in the browser build.
 */
export function qrDataUrl(text: string): string {
  const svg = renderToStaticMarkup(
    createElement(QRCodeSVG, { value: text, size: 200, marginSize: 2, bgColor: '#FFFFFF', fgColor: '#000000', xmlns: 'http://www.w3.org/2000/svg' }),
  )
  return `data:image/svg+xml;base64,${btoa(svg)}`
}
