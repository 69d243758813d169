import { shopConfig } from '../../app/shop-config';
import { usePageTitle } from '../../shared/use-page-title';
import { privacyContent } from './content/privacy';
import { LegalDocument } from './legal-document';

const content = privacyContent(shopConfig);

export function PrivacyPage() {
  usePageTitle(content.title);
  return <LegalDocument content={content} />;
}
