import { dealerScoped } from '../../../shared/api/queryKeys.ts';

/** The dealership feature's query keys (../../../shared/api/queryKeys.ts): `dealer(code, 'home')`... */
export const dealershipKeys = {
  dealer: dealerScoped<['home' | 'payment-settings' | 'static-data']>('dealership'),
  paymentTypeSettings: dealerScoped('payment-type-settings'),
  appSettings: dealerScoped('settings'),
};
