import type { Hono } from 'hono'
import { apiBaseOf } from '../app'
import type { AppEnv, ServerContext } from '../context'
import { ApiError, notFound } from '../http/errors'
import { bodyOf, paramsOf, requireUser } from '../http/route-helpers'
import { UPLOAD } from '../../src/config/constants'
import type { ParamsOf, Schemas } from '../shared/api-types'
import { base64ToBytes, bytesToBase64 } from '../shared/base64'
import { randomHex } from '../shared/random'
import { IMAGE_TYPES, isAcceptableDeclaredType, sniffImageType } from './sniff'

const MAX_IMAGE_BYTES = UPLOAD.MAX_IMAGE_MB * 1024 * 1024

const notAnImage = () => new ApiError(415, { vi: 'Vui lòng tải lên tệp hình ảnh', en: 'Please upload an image file' })

/** Avatars (001 §2.2, decision 113): PNG, JPEG, GIF or WebP up to 10 MB, served publicly. */
export function registerImageRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.post('/images/upload', async (c) => {
    const userId = requireUser(c)
    const { file } = bodyOf<{ file: File | string }>(c)
    if (typeof file === 'string') throw notAnImage()
    if (file.size > MAX_IMAGE_BYTES) {
      throw new ApiError(413, {
        vi: `Kích thước tệp phải nhỏ hơn ${UPLOAD.MAX_IMAGE_MB}MB`,
        en: `File size must be less than ${UPLOAD.MAX_IMAGE_MB}MB`,
      })
    }
    const bytes = new Uint8Array(await file.arrayBuffer())
    const mime = sniffImageType(bytes)
    if (!mime || !isAcceptableDeclaredType(file.type)) throw notAnImage()
    // Random hex: matches the `file` path pattern and cannot be guessed.
    const name = `${randomHex()}.${IMAGE_TYPES[mime]}`
    await ctx.db.insert('images', {
      user_id: userId,
      file: name,
      mime,
      data_base64: bytesToBase64(bytes),
      created_at: ctx.now().toISOString(),
    })
    const body: Schemas['ImageUploadResult'] = { url: `${ctx.config.publicOrigin}${apiBaseOf(ctx)}/images/${name}` }
    return c.json(body, 201)
  })

  app.get('/images/:file', (c) => {
    const { file } = paramsOf<ParamsOf<'getImage'>>(c)
    const image = ctx.db.first('images', (row) => row.file === file)
    if (!image) throw notFound({ vi: 'Không tìm thấy hình ảnh', en: 'Image not found' })
    const bytes = base64ToBytes(image.data_base64)
    return c.body(bytes, 200, {
      'Content-Type': image.mime,
      'Content-Length': String(bytes.length),
      // Names are random and never reused: the bytes behind a URL never change.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    })
  })
}
