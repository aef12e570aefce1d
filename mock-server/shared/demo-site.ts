/** Where the bundled demo website (decision 805) is served: by Node, and in the page in the zero-server build (decision 909). */
export const DEMO_SITE_PATH = '/demo-site/'

/** The demo website's answer for a page it does not have, in both servers. */
export const DEMO_SITE_NOT_FOUND_HTML = '<!doctype html><title>Không tìm thấy trang</title><h1>404 – Không tìm thấy trang</h1>'
