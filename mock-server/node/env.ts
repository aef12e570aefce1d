import { resolve } from 'node:path'
import { DEFAULT_CONFIG, type ServerConfig } from '../config'

/** LLM_MODEL when LLM_BASE_URL is set without it. */
export const DEFAULT_LLM_MODEL = 'gpt-4o-mini'

/** The environment variables README.md documents. */
export interface NodeSettings {
  port: number
  host: string
  dataDir: string
  config: Partial<ServerConfig>
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): NodeSettings {
  const number = (name: string, fallback: number) => {
    const value = env[name]
    if (value === undefined || value === '') return fallback
    const parsed = Number(value)
    if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative number, got '${value}'`)
    return parsed
  }
  const httpUrl = (name: string) => {
    const value = env[name]
    if (!value) return null
    let url: URL | null = null
    try {
      url = new URL(value)
    } catch {}
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`${name} must be an http(s) URL, got '${value}'`)
    return value.replace(/\/+$/, '')
  }
  const llmBaseUrl = httpUrl('LLM_BASE_URL')
  return {
    port: number('PORT', 5173),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || '.data'),
    config: {
      jwtSecret: env.JWT_SECRET || DEFAULT_CONFIG.jwtSecret,
      accessTokenTtlSeconds: number('ACCESS_TOKEN_TTL_SECONDS', DEFAULT_CONFIG.accessTokenTtlSeconds),
      demoMode: env.DEMO_MODE !== 'off',
      orderExpiryMs: number('ORDER_EXPIRY_SECONDS', DEFAULT_CONFIG.orderExpiryMs / 1000) * 1000,
      bankWebhookSecret: env.BANK_WEBHOOK_SECRET || DEFAULT_CONFIG.bankWebhookSecret,
      usdToVndRate: number('USD_TO_VND_RATE', DEFAULT_CONFIG.usdToVndRate),
      publicOrigin: env.PUBLIC_ORIGIN || '',
      whatsappVerifyToken: env.WHATSAPP_VERIFY_TOKEN || DEFAULT_CONFIG.whatsappVerifyToken,
      whatsappAppSecret: env.WHATSAPP_APP_SECRET || DEFAULT_CONFIG.whatsappAppSecret,
      llm: llmBaseUrl ? { baseUrl: llmBaseUrl, apiKey: env.LLM_API_KEY || '', model: env.LLM_MODEL || DEFAULT_LLM_MODEL } : null,
      receivingAccount: {
        bank_name: env.BANK_NAME || DEFAULT_CONFIG.receivingAccount.bank_name,
        bank_bin: env.BANK_BIN || DEFAULT_CONFIG.receivingAccount.bank_bin,
        account_number: env.BANK_ACCOUNT_NUMBER || DEFAULT_CONFIG.receivingAccount.account_number,
        account_name: env.BANK_ACCOUNT_NAME || DEFAULT_CONFIG.receivingAccount.account_name,
      },
    },
  }
}
