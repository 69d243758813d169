import { shopConfig } from '../../app/shop-config';
import { usePageTitle } from '../../shared/use-page-title';
import { termsContent } from './content/terms';
import { LegalDocument } from './legal-document';

const content = termsContent(shopConfig);

export function TermsPage() {
  usePageTitle(content.title);
  return <LegalDocument content={content} />;
}
