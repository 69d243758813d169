import { shopConfig } from '../../app/shop-config';
import { usePageTitle } from '../../shared/use-page-title';
import { refundContent } from './content/refund';
import { LegalDocument } from './legal-document';

const content = refundContent(shopConfig);

export function RefundPage() {
  usePageTitle(content.title);
  return <LegalDocument content={content} />;
}
