import { beforeEach, describe, expect, it } from 'vitest';
import { $toasts, dismissToast, toast } from '../../src/stores/toast.ts';

beforeEach(() => $toasts.set([]));

describe('toast store', () => {
  it('shows one toast at a time: the newest replaces the last', () => {
    toast({ title: 'First' });
    const id = toast({ title: 'Second', description: 'More', variant: 'error' });
    expect($toasts.get()).toEqual([{ id, title: 'Second', description: 'More', variant: 'error' }]);
  });

  it('dismissing removes it', () => {
    const id = toast({ title: 'Bye' });
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
  });
});
