import { Navigate, createBrowserRouter, type RouteObject } from 'react-router'
import { LoginPage } from '../features/auth/login-page'
import { RegisterPage } from '../features/auth/register-page'
import { PublicLayout } from '../features/public/public-layout'
import {
  AboutCompanyPage,
  AboutUsPage,
  ChatDemoPage,
  ChatbotPreviewPage,
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

/** A lazily loaded /app page: the admin code is its own chunk, never loaded by public pages. */
const adminPage = (name: keyof AdminPages) => async () => {
  const pages = await import('../features/placeholders/admin-placeholders')
  return { Component: pages[name] }
}

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
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'chat-demo-570', element: <ChatDemoPage /> },
      { path: 'facebook/callback', element: <FacebookCallbackPage /> },
      { path: 'preview/chatbot/:id', element: <ChatbotPreviewPage /> },
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
              {
                path: 'dashboard',
                lazy: async () => {
                  const { DashboardPage } = await import('../features/placeholders/dashboard-page')
                  return { Component: DashboardPage }
                },
              },
              { path: 'chatbot-settings', lazy: adminPage('ChatbotsPage') },
              { path: 'chatbot-settings/new', lazy: adminPage('ChatbotNewPage') },
              { path: 'chatbot-settings/:id', lazy: adminPage('ChatbotEditPage') },
              { path: 'live-chats', lazy: adminPage('LiveChatsPage') },
              { path: 'live-chats/:chatbotId', lazy: adminPage('LiveChatsOfChatbotPage') },
              { path: 'live-chats/:chatbotId/:id', lazy: adminPage('LiveChatPage') },
              { path: 'leads', lazy: adminPage('LeadsPage') },
              { path: 'users', lazy: adminPage('UsersPage') },
              { path: 'settings', lazy: adminPage('SettingsPage') },
              { path: 'subscription', lazy: adminPage('SubscriptionPage') },
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
