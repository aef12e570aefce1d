import { describe, expect, it } from 'vitest'
import { buildVietQr, crc16CcittFalse, tlv } from '../../mock-server/subscriptions/vietqr'

describe('VietQR payload (EMVCo TLV + CRC-16/CCITT-FALSE)', () => {
  it('computes the standard CRC-16/CCITT-FALSE check value', () => {
    // The catalogue check value of CRC-16/CCITT-FALSE for the ASCII text "123456789".
    expect(crc16CcittFalse('123456789')).toBe('29B1')
    expect(crc16CcittFalse('')).toBe('FFFF')
  })

  it('writes a field as id, two-digit length and value', () => {
    expect(tlv('58', 'VN')).toBe('5802VN')
    expect(tlv('00', 'A000000727')).toBe('0010A000000727')
    expect(() => tlv('62', 'x'.repeat(100))).toThrow()
    expect(() => tlv('62', 'Chuyển tiền')).toThrow()
  })

  it('matches a dynamic transfer payload built by hand from the rules', () => {
    // Built field by field, lengths counted by hand:
    //   00 02 "01"                       payload format
    //   01 02 "12"                       dynamic (carries an amount)
    //   38 57 merchant account info:
    //      00 10 "A000000727"            NAPAS GUID
    //      01 27 beneficiary organisation:
    //         00 06 "970436"             bank BIN
    //         01 13 "0071000123456"      account number
    //      02 08 "QRIBFTTA"              transfer to an account
    //   53 03 "704"                      VND
    //   54 06 "725000"                   amount
    //   58 02 "VN"
    //   62 14 additional data: 08 10 "CB12345678" (purpose = order code)
    //   63 04 CRC over everything before it, "6304" included. The CRC was computed with an
    //   independent implementation (Python's binascii.crc_hqx(payload, 0xFFFF)).
    const expected =
      '000201' +
      '010212' +
      '3857' + '0010A000000727' + '0127' + '0006970436' + '01130071000123456' + '0208QRIBFTTA' +
      '5303704' +
      '5406725000' +
      '5802VN' +
      '6214' + '0810CB12345678' +
      '6304' + 'FC61'
    expect(buildVietQr({ bankBin: '970436', accountNumber: '0071000123456', amountVnd: 725000, purpose: 'CB12345678' })).toBe(expected)
  })

  it('makes a static payload (01 = "11", no amount, no purpose) when no amount is given', () => {
    const expected = '000201' + '010211' + '3857' + '0010A000000727' + '0127' + '0006970436' + '01130071000123456' + '0208QRIBFTTA' + '5303704' + '5802VN' + '6304' + 'F00E'
    expect(buildVietQr({ bankBin: '970436', accountNumber: '0071000123456' })).toBe(expected)
  })

  it('ends with a CRC that verifies over the rest of the payload', () => {
    const payload = buildVietQr({ bankBin: '970418', accountNumber: '1234567890', amountVnd: 99_000, purpose: 'CB00000001' })
    expect(payload.slice(-8, -4)).toBe('6304')
    expect(crc16CcittFalse(payload.slice(0, -4))).toBe(payload.slice(-4))
  })

  it('refuses amounts that are not whole positive VND', () => {
    expect(() => buildVietQr({ bankBin: '970436', accountNumber: '1', amountVnd: 0 })).toThrow()
    expect(() => buildVietQr({ bankBin: '970436', accountNumber: '1', amountVnd: 10.5 })).toThrow()
  })
})
