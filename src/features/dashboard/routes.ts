/** The dashboard's route component (lazy-loaded by src/app/router.tsx). */
export { DashboardPage } from './dashboard-page'
