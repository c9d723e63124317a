import { dealerScoped } from '../../../shared/api/queryKeys.ts';

/** The appointment feature's query keys (../../../shared/api/queryKeys.ts). */
export const appointmentKeys = {
  slots: dealerScoped('appointment-slots'),
  booking: dealerScoped<[orderId: number]>('appointment'),
  testDrive: dealerScoped<[modelYear: number, modelCode: string]>('test-drive'),
};
