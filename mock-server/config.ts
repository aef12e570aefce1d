/** The backend's settings. Node reads them from the environment (mock-server/node/env.ts). */
export interface ServerConfig {
  /** HMAC secret for access tokens. */
  jwtSecret: string
  accessTokenTtlSeconds: number
  refreshTokenTtlSeconds: number
  /** Demo controls (/v1/demo/*) answer only when this is on. */
  demoMode: boolean
  /** Payment orders expire after this long. */
  orderExpiryMs: number
  /** Shared secret the bank's transfer notification must carry. */
  bankWebhookSecret: string
  /** VND per USD for USD-priced plans. */
  usdToVndRate: number
  /** The absolute origin the API is reached at (for embed codes and image URLs); '' = same origin. */
  publicOrigin: string
  /** The `hub.verify_token` Meta must send in the WhatsApp webhook handshake. */
  whatsappVerifyToken: string
  /** Meta's app secret: when set, every webhook POST must carry a matching `X-Hub-Signature-256`. */
  whatsappAppSecret: string
  /**
   * An OpenAI-compatible chat-completions endpoint that writes replies from the retrieved
   * knowledge (decision 804); null = replies quote the knowledge directly.
   */
  llm: LlmSettings | null
  /** The account customers transfer to; encoded in every VietQR. */
  receivingAccount: {
    bank_name: string
    /** NAPAS bank identification number. */
    bank_bin: string
    account_number: string
    account_name: string
  }
}

export interface LlmSettings {
  /** Base URL of the API, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (`/chat/completions` is appended). */
  baseUrl: string
  /** Sent as `Authorization: Bearer …` when not empty. */
  apiKey: string
  model: string
}

export const DEFAULT_CONFIG: ServerConfig = {
  jwtSecret: 'dev-only-secret-change-me-in-production-0123456789',
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
  demoMode: true,
  orderExpiryMs: 15 * 60 * 1000,
  bankWebhookSecret: 'demo-bank-secret',
  usdToVndRate: 25_000,
  publicOrigin: '',
  whatsappVerifyToken: 'demo-whatsapp-verify-token',
  whatsappAppSecret: '',
  llm: null,
  // A Vietcombank BIN with an invented account: the demo's receiving account.
  receivingAccount: {
    bank_name: 'Vietcombank',
    bank_bin: '970436',
    account_number: '0071000123456',
    account_name: 'CONG TY TNHH CHATBOT AI',
  },
}
