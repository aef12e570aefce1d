/** Provided by vite.config.ts (`demoSiteInStaticBuild`) in the zero-server build. */
declare module 'virtual:demo-site' {
  /** Where the bundled demo website is served ('/demo-site/') and its files, relative to it. */
  export const DEMO_SITE: { path: string; files: string[] }
}
