import type { ServerConfig } from '../config'
import type { ServerContext } from '../context'

/** The account customers transfer to; shown in the payment modal and encoded in every VietQR. */
export type ReceivingAccount = ServerConfig['receivingAccount']

/** Set by BANK_NAME, BANK_BIN, BANK_ACCOUNT_NUMBER and BANK_ACCOUNT_NAME (README). */
export function receivingAccount(ctx: ServerContext): ReceivingAccount {
  return ctx.config.receivingAccount
}
