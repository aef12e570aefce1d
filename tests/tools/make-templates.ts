/**
 * `npx tsx tests/tools/make-templates.ts`: writes the downloadable import templates
 * (public/assets/templates/*.xlsx) with write-excel-file. The columns are the ones
 * POST /api/products/import reads (decision 800); run again after changing them.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { resolve } from 'node:path'
import writeXlsxFile from 'write-excel-file/universal'
import type { SheetData } from 'write-excel-file/universal'

const outDir = fileURLToPath(new URL('../../public/assets/templates/', import.meta.url))

const header = (titles: string[]) => titles.map((value) => ({ value, fontWeight: 'bold' as const, backgroundColor: '#FDE68A' }))

/** The FAQ template: question, answer (required), catalog_type (default faq), catalog_id (default 0); two example rows. */
export const FAQ_TEMPLATE: SheetData = [
  header(['question', 'answer', 'catalog_type', 'catalog_id']),
  ['Cửa hàng mở cửa lúc mấy giờ?', 'Cửa hàng mở cửa từ 8:00 đến 21:00 tất cả các ngày trong tuần.', 'faq', 1],
  ['Có giao hàng tận nơi không?', 'Có, miễn phí giao hàng cho đơn từ 300.000đ trong nội thành.', 'policy', 2],
]

/** The link template: one http(s) address per row under `url`. */
export const LINK_TEMPLATE: SheetData = [header(['url']), ['https://www.example.com/san-pham/ao-so-mi'], ['https://www.example.com/chinh-sach-doi-tra']]

async function write(name: string, data: SheetData, widths: number[]) {
  const blob = await writeXlsxFile(data, { columns: widths.map((width) => ({ width })), stickyRowsCount: 1 }).toBlob()
  writeFileSync(resolve(outDir, name), new Uint8Array(await blob.arrayBuffer()))
  console.log(`wrote public/assets/templates/${name}`)
}

mkdirSync(outDir, { recursive: true })
await write('faq-import-template.xlsx', FAQ_TEMPLATE, [40, 60, 16, 12])
await write('link-import-template.xlsx', LINK_TEMPLATE, [60])
