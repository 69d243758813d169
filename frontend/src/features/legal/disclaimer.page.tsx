import { shopConfig } from '../../app/shop-config';
import { usePageTitle } from '../../shared/use-page-title';
import { disclaimerContent } from './content/disclaimer';
import { LegalDocument } from './legal-document';

const content = disclaimerContent(shopConfig);

export function DisclaimerPage() {
  usePageTitle(content.title);
  return <LegalDocument content={content} />;
}
