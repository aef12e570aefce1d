/** The dashboard's route components (lazy-loaded by src/app/router.tsx). */
export { DashboardPage } from '../placeholders/dashboard-page'
