import { Tab, TabList, Title2 } from '@fluentui/react-components';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageStack } from '../../../components/PageStack.tsx';
import { RequireBusiness } from '../../../components/RequireBusiness.tsx';
import { useScrollingTabsStyles } from '../../../components/scrolling-tabs.ts';
import { useText } from '../../../i18n/text.tsx';
import { ContractsList } from '../components/ContractsList.tsx';
import { InvoicesList } from '../components/InvoicesList.tsx';

const DOCUMENT_TABS = ['contracts', 'invoices'] as const;
type DocumentsTab = (typeof DOCUMENT_TABS)[number];
const isDocumentsTab = (value: string): value is DocumentsTab =>
  (DOCUMENT_TABS as readonly string[]).includes(value);

/** 'Dokumente' (business spec §2): /documents/contracts and /documents/invoices, one tab each. */
export const DocumentsPage = () => {
  const { tab } = useParams();
  if (!tab || !isDocumentsTab(tab)) return <Navigate to="/documents/contracts" replace />;
  return (
    <RequireBusiness>
      <Documents tab={tab} />
    </RequireBusiness>
  );
};

const Documents = ({ tab }: { tab: DocumentsTab }) => {
  const text = useText();
  const scrolling = useScrollingTabsStyles();
  const navigate = useNavigate();
  return (
    <PageStack>
      <Title2 as="h1">{text('documents.page.title')}</Title2>
      <div className={scrolling.scroller}>
        <TabList
          className={scrolling.list}
          selectedValue={tab}
          onTabSelect={(_, data) => navigate(`/documents/${String(data.value)}`)}
          aria-label={text('documents.page.title')}
        >
          <Tab value="contracts">{text('documents.tab.contracts')}</Tab>
          <Tab value="invoices">{text('documents.tab.invoices')}</Tab>
        </TabList>
      </div>
      {tab === 'contracts' ? <ContractsList /> : <InvoicesList />}
    </PageStack>
  );
};
