/**
 * VietQR payloads (EMVCo merchant-presented QR, NAPAS 247 "QRIBFTTA" account transfer):
 * a string of TLV fields `ID (2 digits) + length (2 digits) + value`, closed by the
 * CRC field 63 whose CRC-16/CCITT-FALSE is computed over everything before it including "6304".
 */

/** NAPAS's application identifier inside field 38. */
export const NAPAS_GUID = 'A000000727'
/** Service code of a transfer to a bank account (QRIBFTTC would be a card). */
export const ACCOUNT_TRANSFER_SERVICE = 'QRIBFTTA'

export interface VietQrInput {
  /** NAPAS bank identification number of the receiving bank (6 digits). */
  bankBin: string
  accountNumber: string
  /** Whole VND; omitted (static QR) when undefined. */
  amountVnd?: number
  /** Transfer purpose (field 62, sub-field 08): the order code the payer keeps in the transfer text. */
  purpose?: string
}

/** One EMVCo field: id, two-digit length, value. Values are ASCII, at most 99 characters. */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`EMVCo field id must be two digits: '${id}'`)
  if (!/^[\x20-\x7E]*$/.test(value)) throw new Error(`EMVCo field ${id} must be printable ASCII`)
  if (value.length > 99) throw new Error(`EMVCo field ${id} is longer than 99 characters`)
  return id + String(value.length).padStart(2, '0') + value
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** The VietQR payload for a transfer to a bank account; dynamic (01 = "12") when it carries an amount. */
export function buildVietQr(input: VietQrInput): string {
  if (input.amountVnd !== undefined && (!Number.isInteger(input.amountVnd) || input.amountVnd <= 0)) {
    throw new Error('VietQR amount must be a positive whole number of VND')
  }
  const beneficiary = tlv('00', input.bankBin) + tlv('01', input.accountNumber)
  const merchantAccount = tlv('00', NAPAS_GUID) + tlv('01', beneficiary) + tlv('02', ACCOUNT_TRANSFER_SERVICE)
  const fields = [
    tlv('00', '01'),
    tlv('01', input.amountVnd === undefined ? '11' : '12'),
    tlv('38', merchantAccount),
    tlv('53', '704'),
    input.amountVnd === undefined ? '' : tlv('54', String(input.amountVnd)),
    tlv('58', 'VN'),
    input.purpose ? tlv('62', tlv('08', input.purpose)) : '',
  ]
  const withoutCrc = fields.join('') + '6304'
  return withoutCrc + crc16CcittFalse(withoutCrc)
}
