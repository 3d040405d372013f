// The waiting list's place on a page that sells: nothing until the live facts say something is
// sold out, then the join form, whose code (and zod with it) is fetched only then. The registration
// screen and the sponsor pages both show it this way; it only ever appears below what the visitor
// is reading, after the live facts have come.
import { lazy, Suspense } from 'react';
import type { JoinFormProps } from './JoinForm.tsx';

const JoinForm = lazy(() => import('./JoinForm.tsx'));

export function WaitingList(props: JoinFormProps) {
  if (!props.items.some((i) => i.soldOut)) return null;
  return (
    <Suspense fallback={null}>
      <JoinForm {...props} />
    </Suspense>
  );
}
