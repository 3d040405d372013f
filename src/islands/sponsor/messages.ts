// SPEC §8's sponsor page messages, shown through the shared toasts (src/stores/toast.ts).
import { toast } from '../../stores/toast.ts';

export const registrationFailed = 'An error occurred during registration. Please try again.';

export const sponsorToasts = {
  popupBlocked: () => toast({ title: 'Popup Blocked', description: 'Please allow popups for this site to continue with payment.', variant: 'error' }),
  paymentSuccessful: () => toast({ title: 'Payment Successful!', description: 'Thank you for your sponsorship.', variant: 'success' }),
  paymentError: () => toast({ title: 'Payment Error', description: 'There was a problem processing your payment. Please try again.', variant: 'error' }),
  paymentFailed: () => toast({ title: 'Payment Failed', description: 'Your payment was not completed. Please try again.', variant: 'error' }),
};
