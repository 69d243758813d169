import type { ShopConfig } from '../../app/shop-config';

/** Who the legal documents speak for, and how to reach them; always taken from the shop's configuration. */
export type LegalParties = Pick<ShopConfig, 'companyName' | 'companyAddress' | 'supportEmail'>;

/** A run of text inside a paragraph or list item. */
export type LegalInline =
  | string
  | { kind: 'strong'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'email'; address: string }
  | { kind: 'page'; to: string; label: string };

export type LegalText = readonly LegalInline[];

export type LegalBlock =
  | { kind: 'paragraph'; text: LegalText }
  | { kind: 'list'; items: readonly LegalText[] }
  | { kind: 'contact'; parties: LegalParties };

export interface LegalSectionContent {
  /** The in-page anchor, e.g. `governing-law` for `/terms#governing-law`. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocumentContent {
  title: string;
  /** ISO dates, e.g. `2025-01-01`. */
  effective: string;
  lastUpdated: string;
  summary: string;
  sections: readonly LegalSectionContent[];
}

export function strong(text: string): LegalInline {
  return { kind: 'strong', text };
}

/** A technical name the reader may look for in their browser, such as a storage key. */
export function code(text: string): LegalInline {
  return { kind: 'code', text };
}

export function emailLink(address: string): LegalInline {
  return { kind: 'email', address };
}

export function pageLink(to: string, label: string): LegalInline {
  return { kind: 'page', to, label };
}

export function paragraph(...text: LegalInline[]): LegalBlock {
  return { kind: 'paragraph', text };
}

/** Each item is plain text, or a list of runs when it needs emphasis or a link. */
export function bullets(...items: (string | LegalText)[]): LegalBlock {
  return { kind: 'list', items: items.map((item) => (typeof item === 'string' ? [item] : item)) };
}

export function contactCard(parties: LegalParties): LegalBlock {
  return { kind: 'contact', parties };
}

export function section(id: string, heading: string, ...blocks: LegalBlock[]): LegalSectionContent {
  return { id, heading, blocks };
}
