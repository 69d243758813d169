import { useDocumentTitle } from '@mantine/hooks';

const shopName = 'Cold Case Kits';

export function usePageTitle(pageName: string): void {
  useDocumentTitle(`${pageName} · ${shopName}`);
}
