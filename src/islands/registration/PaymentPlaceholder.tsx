// PLACEHOLDER for the PayPal payment component (payments issue). It will receive these props:
// the server's registrationId, the payment key stored with the pending registration, and the
// server's amount ("2450.00"). Until then it says so plainly; it never pretends to take payment.
export interface PaymentSlotProps {
  registrationId: string;
  registrationKey: string;
  amount: string;
}

export default function PaymentPlaceholder({ registrationId }: PaymentSlotProps) {
  return (
    <div className="reg-payment__slot" data-payment-slot="">
      <p>
        <strong>Online payment opens soon.</strong> Please keep your registration ID{' '}
        <strong>{registrationId}</strong>.
      </p>
    </div>
  );
}
