/** The subscription screen's route component (lazy-loaded by src/app/router.tsx). */
export { SubscriptionPage } from './subscription-page'
