// Which PayPal the server takes money through, at the top of the dashboard. Not set is a warning:
// the server then refuses payments. Drawn at its final size while the stats load.
import type { PaypalMode } from '../../domain/admin-contract.ts';
import { modeLabels } from './payment-labels.ts';

export default function ModeBadge({ mode }: { mode: PaypalMode | undefined }) {
  return (
    <p className={`admin-mode admin-mode--${mode ?? 'loading'}`}>
      {mode ? modeLabels[mode] : 'PayPal: …'}
    </p>
  );
}
