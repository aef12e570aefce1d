/** The leads screen's route component (lazy-loaded by src/app/router.tsx). */
export { LeadsPage } from '../placeholders/admin-placeholders'
