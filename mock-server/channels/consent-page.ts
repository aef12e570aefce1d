import type { OAuthProvider } from './oauth-codes'

const PROVIDER_NAMES: Record<OAuthProvider, string> = { facebook: 'Facebook', whatsapp: 'WhatsApp Business' }

export interface ConsentPageInput {
  provider: OAuthProvider
  chatbotName: string
  /** What the simulated account would connect (page name or phone number). */
  target: string
  scopes: string[]
  allowUrl: string
  cancelUrl: string
}

/** The local stand-in for the provider's OAuth dialog: plain HTML, two links, no script. */
export function consentPage(input: ConsentPageInput): string {
  const provider = PROVIDER_NAMES[input.provider]
  const scopes = input.scopes.map((scope) => `<li><code>${escapeHtml(scope)}</code></li>`).join('')
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(provider)} – Cấp quyền / Authorize</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f4f6; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border-radius: 12px; box-shadow: 0 4px 20px rgba(0,0,0,.08); padding: 24px; max-width: 420px; }
  h1 { font-size: 1.2rem; margin: 0 0 12px; }
  p { color: #374151; line-height: 1.5; }
  .note { font-size: .8rem; color: #6b7280; }
  .actions { display: flex; gap: 12px; justify-content: flex-end; margin-top: 20px; }
  a.button { padding: 8px 18px; border-radius: 8px; text-decoration: none; font-weight: 600; }
  a.allow { background: #069206; color: #fff; }
  a.cancel { background: #e5e7eb; color: #111827; }
</style>
</head>
<body>
<main>
  <h1>Cho phép ChatBot AI quản lý ${escapeHtml(input.target)}?</h1>
  <p>Allow <strong>ChatBot AI</strong> to manage <strong>${escapeHtml(input.target)}</strong> on ${escapeHtml(provider)} for the chatbot <strong>${escapeHtml(input.chatbotName)}</strong>?</p>
  ${scopes ? `<p>Quyền được yêu cầu / Requested permissions:</p><ul>${scopes}</ul>` : ''}
  <p class="note">Trang xác nhận mô phỏng của máy chủ demo, thay cho hộp thoại của ${escapeHtml(provider)}. / A simulated consent page served by the demo server instead of ${escapeHtml(provider)}'s dialog.</p>
  <div class="actions">
    <a class="button cancel" id="cancel" href="${escapeHtml(input.cancelUrl)}">Hủy / Cancel</a>
    <a class="button allow" id="allow" href="${escapeHtml(input.allowUrl)}">Cho phép / Allow</a>
  </div>
</main>
</body>
</html>`
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)
}
