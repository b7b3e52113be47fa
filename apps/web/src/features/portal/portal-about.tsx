/**
 * /portal opened without a link: what the portal is for. The server renders it as a whole page
 * (ssr/entry-server.tsx); the app shows the same when a visitor arrives from inside it.
 */

import { useTranslation } from 'react-i18next';
import { BarePage } from '../../components/bare-page';
import { IconFileInvoice } from '../../components/icons';
import { PortalMessage } from './components/portal-message';

/** The portal's head: a customer's invoice is nobody's search result, its link leaves with no one. */
export function PortalHead({ title }: { title: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
    </>
  );
}

export function PortalAbout() {
  const { t } = useTranslation('portal');
  return (
    <BarePage>
      <PortalHead title={t('metaTitle')} />
      <PortalMessage icon={IconFileInvoice} title={t('about.title')} body={t('about.body')} />
    </BarePage>
  );
}
