// The page's one toast viewport. Place it once per page (`<Toaster client:idle />`); every island
// then calls toast() from src/stores/toast.ts. Radix (about 11 KiB compressed) loads with the
// page's first toast, not with the page: most visits never see one. Its
// "Notifications (F8)" region is there from then on.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { $toasts } from '../../stores/toast.ts';

const ToastViewport = lazy(() => import('./ToastViewport.tsx'));

export default function Toaster() {
  const toasts = useStore($toasts);
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  ) : null;
}
