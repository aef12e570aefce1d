/**
 * The widget's whole stylesheet, inside its shadow root. `:host { all: initial }` and the host
 * element's inline `all: initial !important` cut inheritance from the page; page rules such as
 * `* { all: unset }` or `button { display: none }` cannot cross the shadow boundary.
 * Colours come in as custom properties whose values were checked to be hex colours.
 */
export const STYLES = `
:host{all:initial}
.cwp{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#111827;-webkit-font-smoothing:antialiased;text-align:left}
.cwp *,.cwp *::before,.cwp *::after{box-sizing:border-box}
button{all:unset;box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;cursor:pointer;font:inherit}
button:focus-visible,textarea:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
button:disabled{opacity:.45;cursor:default}
svg{width:22px;height:22px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
[hidden]{display:none!important}
.cwp[data-mode=bubble]{position:fixed;right:20px;bottom:20px;z-index:2147483000;display:flex;flex-direction:column;align-items:flex-end;gap:12px}
.cwp[data-mode=inline]{display:flex;width:100%;height:100%}
.launcher{width:58px;height:58px;border-radius:50%;background:var(--h);color:var(--ht);box-shadow:0 6px 20px rgba(17,24,39,.25)}
.launcher svg{width:28px;height:28px}
.panel{display:flex;flex-direction:column;overflow:hidden;background:var(--bg);width:100%}
[data-mode=bubble] .panel{width:min(370px,calc(100vw - 24px));height:min(580px,calc(100vh - 110px));border-radius:16px;box-shadow:0 12px 40px rgba(17,24,39,.22)}
[data-mode=inline] .panel{height:100%;border-radius:12px;border:1px solid #e5e7eb}
@media (max-width:480px){.cwp[data-mode=bubble]{right:12px;bottom:12px}[data-mode=bubble] .panel{width:calc(100vw - 24px);height:calc(100vh - 96px)}}
.header{display:flex;align-items:center;gap:10px;padding:12px 10px 12px 14px;background:var(--h);color:var(--ht);flex:none}
.avatar{width:36px;height:36px;border-radius:50%;background:rgba(255,255,255,.25);flex:none;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:16px;overflow:hidden}
.avatar img{width:100%;height:100%;object-fit:cover;display:block}
.title{flex:1;min-width:0;font-weight:600;font-size:15px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.icon{width:34px;height:34px;border-radius:8px;color:inherit;flex:none}
.icon:hover{background:rgba(255,255,255,.18)}
.icon svg{width:20px;height:20px}
.body{flex:1;min-height:0;overflow-y:auto;padding:14px;display:flex;flex-direction:column;gap:8px;background:var(--bg)}
.list{display:flex;flex-direction:column;gap:8px}
.msg{display:flex}
.msg.user{justify-content:flex-end}
.bubble{max-width:85%;padding:8px 12px;border-radius:14px;overflow-wrap:anywhere}
.bot .bubble{background:var(--bb);color:var(--bt);border-bottom-left-radius:4px}
.user .bubble{background:var(--ub);color:var(--ut);border-bottom-right-radius:4px;white-space:pre-wrap}
.bubble p{margin:0}
.bubble p+p,.bubble p+ul,.bubble p+ol,.bubble ul+p,.bubble ol+p{margin-top:6px}
.bubble ul,.bubble ol{margin:4px 0 0;padding-left:20px}
.bubble a{color:inherit;text-decoration:underline}
.bubble code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.92em;background:rgba(0,0,0,.07);padding:0 3px;border-radius:4px}
.typing{display:inline-flex;gap:4px;padding:4px 0}
.typing span{width:7px;height:7px;border-radius:50%;background:currentColor;opacity:.3;animation:cwp-dot 1.2s infinite}
.typing span:nth-child(2){animation-delay:.2s}
.typing span:nth-child(3){animation-delay:.4s}
@keyframes cwp-dot{40%{opacity:.9;transform:translateY(-3px)}}
@media (prefers-reduced-motion:reduce){.typing span{animation:none;opacity:.6}}
.notice{margin:auto;max-width:280px;text-align:center;color:#4b5563;display:flex;flex-direction:column;align-items:center;gap:12px}
.notice.alert{color:#991b1b;font-weight:600}
.error{display:flex;align-items:center;gap:10px;padding:8px 10px;border-radius:10px;background:#fef2f2;color:#991b1b;font-size:13px}
.error span{flex:1}
.retry{padding:6px 14px;border-radius:8px;background:#b91c1c;color:#fff;font-weight:600;font-size:13px;flex:none}
.composer{display:flex;gap:8px;align-items:flex-end;padding:10px;border-top:1px solid rgba(17,24,39,.08);background:#fff;flex:none}
textarea{all:unset;box-sizing:border-box;flex:1;min-width:0;min-height:40px;max-height:120px;padding:9px 14px;border:1px solid #d1d5db;border-radius:20px;background:#fff;color:#111827;font:inherit;white-space:pre-wrap;overflow-y:auto;overflow-wrap:anywhere;resize:none;cursor:text}
textarea:disabled{background:#f3f4f6;cursor:default}
textarea::placeholder{color:#9ca3af}
.send{width:40px;height:40px;border-radius:50%;background:var(--h);color:var(--ht);flex:none}
.send svg{width:18px;height:18px}
`
