import { type Account, newAccount } from './accounts';

/**
 * Admins for the fulfilment specs, each named in the shop's ADMIN_EMAILS (playwright.config.ts). An address signs
 * up once per shop database, and each spec signs up its own, so specs never share or race for one. A retry would
 * sign the same address up again and fail, so each spec using one runs its test with `retries: 0`.
 */
export const SHIPMENTS_OPERATOR: Account = { email: 'shipments-operator@coldcasekits.com', password: newAccount('operator').password };
export const COMMISSIONS_OPERATOR: Account = { email: 'commissions-operator@coldcasekits.com', password: newAccount('operator').password };
export const STORIES_OPERATOR: Account = { email: 'stories-operator@coldcasekits.com', password: newAccount('operator').password };
export const ORDERS_OPERATOR: Account = { email: 'orders-operator@coldcasekits.com', password: newAccount('operator').password };
export const ANALYST: Account = { email: 'analyst@coldcasekits.com', password: newAccount('operator').password };
export const AUDITOR: Account = { email: 'auditor@coldcasekits.com', password: newAccount('operator').password };
