// The Payments view's data: loaded at each opening, kept while closed (reopening shows the last
// list at once while it reloads).
import { useCallback, useEffect, useState } from 'react';
import { fetchPayments, type PaymentEventItem } from './admin-api.ts';
import { messages } from './display.ts';
import { useAdminSession } from './kit/session.tsx';
import PaymentsTable from './PaymentsTable.tsx';

interface Props {
  /** Each opening is a new object (the list reloads); null while closed. */
  request: object | null;
  onShowRegistration: (registrationId: string) => void;
  onClose: () => void;
}

export default function PaymentsPanel({ request, onShowRegistration, onClose }: Props) {
  const { guarded } = useAdminSession();
  const [items, setItems] = useState<PaymentEventItem[] | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    const result = await guarded(fetchPayments, messages.paymentsFailed);
    setLoading(false);
    if (result?.ok) setItems(result.data);
  }, [guarded]);

  useEffect(() => {
    if (request) void load();
  }, [request, load]);

  return request ? <PaymentsTable items={items} loading={loading} onShowRegistration={onShowRegistration} onClose={onClose} /> : null;
}
