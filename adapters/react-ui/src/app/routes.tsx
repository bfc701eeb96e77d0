import { Navigate, type RouteObject } from 'react-router';
import { LoadingState } from '../components/LoadingState.tsx';
import { RouteError } from '../components/RouteError.tsx';
import { RequireSession } from '../features/auth/components/RequireSession.tsx';
import { routesWithPageTexts } from '../i18n/page-texts.ts';
import { HomeRedirect } from './HomeRedirect.tsx';
import { Layout } from './layout/Layout.tsx';
import { PortalPrefixRedirect } from './PortalPrefixRedirect.tsx';

/**
 * The specification's routes (consumer spec §2, business spec §2). Every page is a lazy chunk
 * (docs/architecture.md "UI"): the first load carries only the frame, and a page renders once its
 * chunk and its texts are here (i18n/page-texts.ts).
 */
export const appRoutes: RouteObject[] = routesWithPageTexts([
  {
    element: <Layout />,
    hydrateFallbackElement: <LoadingState />,
    errorElement: <RouteError />,
    children: [
      {
        // Errors of a page show inside the frame, with header and footer.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomeRedirect /> },
          { path: 'portal/:locale/*', element: <PortalPrefixRedirect /> },
          {
            path: 'login',
            lazy: () =>
              import('../features/auth/pages/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })),
          },
          {
            // Where Google or Apple send the browser back (docs/operations.md "Sign-in with Google and Apple").
            path: 'login/callback/:provider',
            lazy: () =>
              import('../features/auth/pages/OpenIdCallbackPage.tsx').then((m) => ({
                Component: m.OpenIdCallbackPage,
              })),
          },
          {
            path: 'register',
            lazy: () =>
              import('../features/auth/pages/RegisterPage.tsx').then((m) => ({ Component: m.RegisterPage })),
          },
          {
            path: 'forgot-password',
            lazy: () =>
              import('../features/auth/pages/ForgotPasswordPage.tsx').then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
          {
            path: 'reset-password',
            lazy: () =>
              import('../features/auth/pages/ResetPasswordPage.tsx').then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          {
            path: 'verify-email',
            lazy: () =>
              import('../features/auth/pages/VerifyEmailPage.tsx').then((m) => ({
                Component: m.VerifyEmailPage,
              })),
          },
          {
            // The newsletter's confirmation mail's link (double opt-in): visitors too.
            path: 'newsletter/confirm',
            lazy: () =>
              import('../features/newsletter/pages/NewsletterConfirmPage.tsx').then((m) => ({
                Component: m.NewsletterConfirmPage,
              })),
          },
          {
            // The invitation mail's link (docs/ui/business.md "Invited contacts"): signed out.
            path: 'invitation',
            lazy: () =>
              import('../features/auth/pages/AcceptInvitationPage.tsx').then((m) => ({
                Component: m.AcceptInvitationPage,
              })),
          },
          {
            path: 'logout',
            lazy: () =>
              import('../features/auth/pages/LogoutPage.tsx').then((m) => ({ Component: m.LogoutPage })),
          },
          {
            element: <RequireSession />,
            children: [
              // Support staff's start of a view of a customer's portal (docs/ui/consumer.md "View as customer").
              {
                path: 'support',
                lazy: () =>
                  import('../features/support/pages/SupportStartPage.tsx').then((m) => ({
                    Component: m.SupportStartPage,
                  })),
              },
              {
                path: 'mycars',
                lazy: () =>
                  import('../features/mycars/pages/MyCarsPage.tsx').then((m) => ({
                    Component: m.MyCarsPage,
                  })),
              },
              {
                path: 'mycars/:dealId',
                lazy: () =>
                  import('../features/mycars/pages/CarDetailsPage.tsx').then((m) => ({
                    Component: m.CarDetailsPage,
                  })),
              },
              // Report damage and schedule service (consumer spec §2, business spec §2): the pages of
              // a car or of no car yet (no-deal), the business portal's own paths and its confirmation.
              {
                path: 'mycars/:dealId/report-damage',
                lazy: () =>
                  import('../features/wizards/damage-service/pages/ReportDamagePage.tsx').then((m) => ({
                    Component: m.ReportDamagePage,
                  })),
              },
              // The next car of a running subscription (docs/ui/shop.md "The next car").
              {
                path: 'mycars/:dealId/next-car',
                lazy: () =>
                  import('../features/next-car/pages/NextCarPage.tsx').then((m) => ({
                    Component: m.NextCarPage,
                  })),
              },
              {
                path: 'mycars/:dealId/schedule-service',
                lazy: () =>
                  import('../features/wizards/damage-service/pages/ScheduleServicePage.tsx').then((m) => ({
                    Component: m.ScheduleServicePage,
                  })),
              },
              {
                path: 'car/:dealId/report-damage',
                lazy: () =>
                  import('../features/wizards/damage-service/pages/ReportDamagePage.tsx').then((m) => ({
                    Component: m.ReportDamagePage,
                  })),
              },
              {
                path: 'car/:dealId/schedule-service',
                lazy: () =>
                  import('../features/wizards/damage-service/pages/ScheduleServicePage.tsx').then((m) => ({
                    Component: m.ScheduleServicePage,
                  })),
              },
              {
                path: 'car/:dealId/support/inspection/confirmation',
                lazy: () =>
                  import('../features/wizards/damage-service/pages/ServiceConfirmationPage.tsx').then(
                    (m) => ({
                      Component: m.ServiceConfirmationPage,
                    }),
                  ),
              },
              // The service selector for every car (consumer spec §2: /services, the account menu's services).
              {
                path: 'services',
                lazy: () =>
                  import('../features/wizards/services/ServicesPage.tsx').then((m) => ({
                    Component: m.ServicesPage,
                  })),
              },
              // The damages recorded on the customer's cars (consumer spec §2 "incidents").
              {
                path: 'incidents',
                lazy: () =>
                  import('../features/mycars/pages/IncidentsPage.tsx').then((m) => ({
                    Component: m.IncidentsPage,
                  })),
              },
              // Account pages (consumer spec §2: /myaccount and its sub-routes)
              {
                path: 'myaccount',
                lazy: () =>
                  import('../features/account/pages/MyAccountPage.tsx').then((m) => ({
                    Component: m.MyAccountPage,
                  })),
              },
              {
                path: 'myaccount/contactdetails',
                lazy: () =>
                  import('../features/account/pages/ContactDetailsPage.tsx').then((m) => ({
                    Component: m.ContactDetailsPage,
                  })),
              },
              {
                path: 'myaccount/companydetails',
                lazy: () =>
                  import('../features/account/pages/CompanyDetailsPage.tsx').then((m) => ({
                    Component: m.CompanyDetailsPage,
                  })),
              },
              {
                path: 'myaccount/changepassword',
                lazy: () =>
                  import('../features/account/pages/ChangePasswordPage.tsx').then((m) => ({
                    Component: m.ChangePasswordPage,
                  })),
              },
              {
                path: 'myaccount/invoices',
                lazy: () =>
                  import('../features/account/pages/InvoicesPage.tsx').then((m) => ({
                    Component: m.InvoicesPage,
                  })),
              },
              {
                path: 'myaccount/drivers',
                lazy: () =>
                  import('../features/account/pages/DriversPage.tsx').then((m) => ({
                    Component: m.DriversPage,
                  })),
              },
              {
                path: 'myaccount/drivers/add',
                lazy: () =>
                  import('../features/account/pages/AddDriverPage.tsx').then((m) => ({
                    Component: m.AddDriverPage,
                  })),
              },
              // The specification's other names of the edit pages (consumer spec §2).
              {
                path: 'myaccount/edit-account',
                element: <Navigate to="/myaccount/contactdetails" replace />,
              },
              {
                path: 'myaccount/edit-company',
                element: <Navigate to="/myaccount/companydetails" replace />,
              },
              // Business fleet pages (business spec §2: /cars/{tab}, the order detail)
              { path: 'cars', element: <Navigate to="/cars/all" replace /> },
              {
                path: 'cars/:tab',
                lazy: () =>
                  import('../features/fleet/pages/CarsPage.tsx').then((m) => ({ Component: m.CarsPage })),
              },
              {
                path: 'orders/:orderId',
                lazy: () =>
                  import('../features/fleet/pages/OrderPage.tsx').then((m) => ({ Component: m.OrderPage })),
              },
              // Content editing: where the editing links of content modules lead (consumer spec §6)
              {
                path: 'redaktion/seiten/:slug/:locale',
                lazy: () =>
                  import('../features/content-editing/pages/ContentEditorPage.tsx').then((m) => ({
                    Component: m.ContentEditorPage,
                  })),
              },
              // Business car details (business spec §2 "B2B pages": /car/{id}/details)
              {
                path: 'car/:id/details',
                lazy: () =>
                  import('../features/fleet/pages/CarDetailsPage.tsx').then((m) => ({
                    Component: m.CarDetailsPage,
                  })),
              },
              // Business documents and contacts (business spec §2: 'Dokumente', contacts overview)
              { path: 'documents', element: <Navigate to="/documents/contracts" replace /> },
              {
                path: 'documents/:tab',
                lazy: () =>
                  import('../features/business-documents/pages/DocumentsPage.tsx').then((m) => ({
                    Component: m.DocumentsPage,
                  })),
              },
              {
                path: 'contacts',
                lazy: () =>
                  import('../features/business-documents/pages/ContactsPage.tsx').then((m) => ({
                    Component: m.ContactsPage,
                  })),
              },
              // Business settings and the fleet overview (business spec §2 settings, §6; /overview designed by us)
              { path: 'settings', element: <Navigate to="/settings/company" replace /> },
              {
                path: 'settings/company',
                lazy: () =>
                  import('../features/business-settings/pages/CompanySettingsPage.tsx').then((m) => ({
                    Component: m.CompanySettingsPage,
                  })),
              },
              {
                path: 'settings/roles-management',
                lazy: () =>
                  import('../features/business-settings/pages/RolesManagementPage.tsx').then((m) => ({
                    Component: m.RolesManagementPage,
                  })),
              },
              {
                path: 'settings/car-policy',
                lazy: () =>
                  import('../features/business-settings/pages/CarPolicyPage.tsx').then((m) => ({
                    Component: m.CarPolicyPage,
                  })),
              },
              {
                // 'Zahlungsart anpassen' of the company settings (business spec §2).
                path: 'account/:companyId/email',
                lazy: () =>
                  import('../features/business-settings/pages/PaymentMethodChangePage.tsx').then((m) => ({
                    Component: m.PaymentMethodChangePage,
                  })),
              },
              {
                path: 'overview',
                lazy: () =>
                  import('../features/business-settings/pages/FleetOverviewPage.tsx').then((m) => ({
                    Component: m.FleetOverviewPage,
                  })),
              },
            ],
          },
          // Report damage and schedule service: the damage policy page (consumer spec §2), public.
          {
            path: 'damage-policy',
            lazy: () =>
              import('../features/wizards/damage-service/pages/DamagePolicyPage.tsx').then((m) => ({
                Component: m.DamagePolicyPage,
              })),
          },
          // Loyalty and referral (consumer spec §2): public routes; each page asks for the login itself.
          {
            path: 'loyalty',
            lazy: () =>
              import('../features/loyalty/pages/LoyaltyPage.tsx').then((m) => ({ Component: m.LoyaltyPage })),
          },
          {
            path: 'referral',
            lazy: () =>
              import('../features/referral/pages/ReferralPage.tsx').then((m) => ({
                Component: m.ReferralPage,
              })),
          },
          // The invite link a customer shares (consumer spec §7, §9): the friend's page, public.
          {
            path: 'invite/:code',
            lazy: () =>
              import('../features/referral/pages/InvitePage.tsx').then((m) => ({ Component: m.InvitePage })),
          },
          // Shop: subscribe and cart (business spec §2): the car search is public, the cart the business portal's.
          {
            path: 'subscribe',
            lazy: () =>
              import('../features/shop/pages/SubscribePage.tsx').then((m) => ({
                Component: m.SubscribePage,
              })),
          },
          {
            path: 'subscribe/compare',
            lazy: () =>
              import('../features/shop/pages/ComparePage.tsx').then((m) => ({ Component: m.ComparePage })),
          },
          {
            path: 'subscribe/:segment',
            lazy: () =>
              import('../features/shop/pages/SubscribeSegmentPage.tsx').then((m) => ({
                Component: m.SubscribeSegmentPage,
              })),
          },
          {
            path: 'subscribe/models/:modelId',
            lazy: () =>
              import('../features/shop/pages/ModelDetailsPage.tsx').then((m) => ({
                Component: m.ModelDetailsPage,
              })),
          },
          {
            element: <RequireSession />,
            children: [
              {
                path: 'cart',
                lazy: () =>
                  import('../features/shop/pages/CartPage.tsx').then((m) => ({ Component: m.CartPage })),
              },
            ],
          },
          // The return is planned from the car's page (consumer spec §2: "return" is an in-app segment).
          { path: 'return', element: <Navigate to="/mycars" replace /> },
          {
            path: '*',
            lazy: () => import('./pages/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
  },
]);
