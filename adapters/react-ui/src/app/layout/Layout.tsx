import { makeStyles } from '@fluentui/react-components';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { lazyWithTexts } from '../../i18n/page-texts.ts';
import { CustomerViewContext } from '../../lib/customer-view.ts';
import { useSession } from '../../lib/session.ts';
import { AfterFirstPage } from './AfterFirstPage.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { NavTabs } from './NavTabs.tsx';
import { OnceAsked } from './OnceAsked.tsx';
import { WizardToasterHost } from './WizardToasterHost.tsx';

// Consumer spec §2: the chat widget loads lazily, outside the first route's chunk.
const ChatWidget = lazyWithTexts(() =>
  import('../../features/chat/components/ChatWidget.tsx').then((m) => ({ default: m.ChatWidget })),
);

// Every page carries the login dialog and the named modals, few pages open them: their dialogs and
// forms load the first time the address asks for them (`?login=true`, `?modalName=`).
const LoginDialogHost = lazyWithTexts(() =>
  import('../../features/auth/components/LoginDialogHost.tsx').then((m) => ({ default: m.LoginDialogHost })),
);
const ModalHost = lazyWithTexts(() =>
  import('../../features/wizards/components/ModalHost.tsx').then((m) => ({ default: m.ModalHost })),
);

// Business spec §3, §6: the business announcements head every page of the business portal.
const Announcements = lazyWithTexts(() =>
  import('../../features/business-settings/components/Announcements.tsx').then((m) => ({
    default: m.Announcements,
  })),
);

// A support user's view of a customer: its banner heads every page (features/support).
const CustomerViewBanner = lazyWithTexts(() =>
  import('../../features/support/components/CustomerViewBanner.tsx').then((m) => ({
    default: m.CustomerViewBanner,
  })),
);

const useStyles = makeStyles({
  main: { maxWidth: '1100px', margin: '0 auto', padding: '24px 16px' },
});

/** Header, the signed-in user's tabs, the page, the footer; `?login=true` opens the login dialog. */
export const Layout = () => {
  const { data: user } = useSession();
  const view = user?.support_view;
  return (
    <CustomerViewContext.Provider value={view}>
      <Header />
      {view && user ? (
        <Suspense fallback={null}>
          <CustomerViewBanner view={view} customer={`${user.name} (${user.email})`} />
        </Suspense>
      ) : null}
      {user && user.kind !== 'support' ? <NavTabs user={user} /> : null}
      <main className={useStyles().main}>
        {/* Not after the first page: the announcement is the largest text a business page paints
            (its LCP), and shown late it pushes the page down; the server renders it with the page. */}
        {user?.kind === 'business' ? (
          <Suspense fallback={null}>
            <Announcements />
          </Suspense>
        ) : null}
        <Outlet />
      </main>
      <Footer />
      <OnceAsked param="login">
        <LoginDialogHost />
      </OnceAsked>
      <OnceAsked param="modalName">
        <ModalHost />
      </OnceAsked>
      <WizardToasterHost />
      {/* The chat signs in as the session's user: not in a support user's view. */}
      {view ? null : (
        <AfterFirstPage load={ChatWidget.preload}>
          <ChatWidget />
        </AfterFirstPage>
      )}
    </CustomerViewContext.Provider>
  );
};
