// The sponsor checkout of the form variant (/exact-copy): the same component, with the sponsor form
// in its bundle from the start, so the form is server-rendered and hydrates without waiting for a chunk.
import SponsorCheckout, { sponsorForm } from './SponsorCheckout.tsx';
import { SponsorForm } from './SponsorForm.tsx';

sponsorForm.provide(SponsorForm);

export default SponsorCheckout;
