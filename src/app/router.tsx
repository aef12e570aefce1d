import { Navigate, createBrowserRouter, type RouteObject } from 'react-router'
import { PublicLayout } from '../features/public/public-layout'
import {
  AboutCompanyPage,
  AboutUsPage,
  ContactPage,
  DataDeletionPage,
  FacebookCallbackPage,
  FeaturesPage,
  GuidePage,
  LandingPage,
  PricingPage,
  PrivacyPage,
  TermsPage,
  TryFreePage,
} from '../features/public/public-pages'
import { RequireUser } from './require-user'
import { RootLayout, RouteError, RouteLoading } from './root-layout'

type AdminPages = typeof import('../features/placeholders/admin-placeholders')

/** A lazily loaded page: each feature is its own chunk, never loaded by the public pages. */
const lazyPage =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  async () => ({ Component: (await load())[name] as React.ComponentType })

const adminPage = (name: keyof AdminPages) => lazyPage(() => import('../features/placeholders/admin-placeholders'), name)
const chatbots = () => import('../features/chatbots/routes')
const liveChats = () => import('../features/live-chats/routes')

/** The route table of 000 §2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: RouteLoading,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'try-free', element: <TryFreePage /> },
          { path: 'features', element: <FeaturesPage /> },
          { path: 'pricing', element: <PricingPage /> },
          { path: 'chinh-sach-bao-mat', element: <PrivacyPage /> },
          { path: 'dieu-khoan-su-dung', element: <TermsPage /> },
          { path: 'data-deletion', element: <DataDeletionPage /> },
          { path: 'guide', element: <GuidePage /> },
          { path: 'about-us', element: <AboutUsPage /> },
          { path: 'about-company', element: <AboutCompanyPage /> },
          { path: 'contact', element: <ContactPage /> },
        ],
      },
      // Signed-in visitors are sent on to /app/dashboard by the pages themselves.
      { path: 'login', lazy: lazyPage(() => import('../features/auth/login-page'), 'LoginPage') },
      { path: 'register', lazy: lazyPage(() => import('../features/auth/register-page'), 'RegisterPage') },
      { path: 'chat-demo-570', lazy: lazyPage(() => import('../features/chat-demo/chat-demo-page'), 'ChatDemoPage') },
      { path: 'facebook/callback', element: <FacebookCallbackPage /> },
      { path: 'preview/chatbot/:id', lazy: lazyPage(chatbots, 'ChatbotPreviewPage') },
      {
        path: 'app',
        element: <RequireUser />,
        children: [
          {
            lazy: async () => {
              const { AdminShell } = await import('../features/shell/admin-shell')
              return { Component: AdminShell }
            },
            children: [
              { index: true, element: <Navigate to="dashboard" replace /> },
              { path: 'dashboard', lazy: lazyPage(() => import('../features/dashboard/routes'), 'DashboardPage') },
              { path: 'chatbot-settings', lazy: lazyPage(chatbots, 'ChatbotListPage') },
              { path: 'chatbot-settings/new', lazy: lazyPage(chatbots, 'ChatbotNewPage') },
              { path: 'chatbot-settings/:id', lazy: lazyPage(chatbots, 'ChatbotEditPage') },
              { path: 'live-chats', lazy: lazyPage(liveChats, 'LiveChatsPage') },
              { path: 'live-chats/:chatbotId', lazy: lazyPage(liveChats, 'LiveChatsOfChatbotPage') },
              { path: 'live-chats/:chatbotId/:id', lazy: lazyPage(liveChats, 'LiveChatPage') },
              { path: 'leads', lazy: lazyPage(() => import('../features/leads/routes'), 'LeadsPage') },
              { path: 'users', lazy: adminPage('UsersPage') },
              { path: 'settings', lazy: adminPage('SettingsPage') },
              { path: 'subscription', lazy: lazyPage(() => import('../features/subscription/routes'), 'SubscriptionPage') },
              { path: 'analytics', lazy: adminPage('AnalyticsPage') },
              { path: 'corrections', lazy: adminPage('CorrectionsPage') },
            ],
          },
        ],
      },
      // Any unknown path goes home.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
