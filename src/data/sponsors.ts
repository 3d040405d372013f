// The 13 sponsors of the 2025 tournament, thanked on the home page and on /sponsorship.
// Names, sites and logos are placeholders (the logos are wordmarks made by
// scripts/make-placeholder-images.ts). A sponsor without `logo` is shown by name; `logoScale`
// enlarges logos drawn with a lot of white space.
import bayou from '../assets/sponsors/bayou-minerals.png';
import calcasieu from '../assets/sponsors/calcasieu-midstream.png';
import crescent from '../assets/sponsors/crescent-energy-capital.png';
import delta from '../assets/sponsors/delta-energy-llc.png';
import forecastiq from '../assets/sponsors/forecastiq.png';
import gulfline from '../assets/sponsors/gulfline-supply.png';
import landgrid from '../assets/sponsors/landgrid-data.png';
import nordsee from '../assets/sponsors/nordsee-energie.png';
import pelican from '../assets/sponsors/pelican-properties.png';
import redfish from '../assets/sponsors/redfish-energy-investors.png';
import sabine from '../assets/sponsors/sabine-energy-capital.png';
import wellsight from '../assets/sponsors/wellsight-analytics.png';
import { sponsorsSchema } from './schemas.ts';

export const sponsors = sponsorsSchema.parse([
  { name: 'Bayou Minerals & Royalties', kind: 'Minerals and royalties', url: 'https://bayou-minerals.example', logo: bayou },
  { name: 'Gulfline Supply Chain', kind: 'Supply chain', url: 'https://gulfline.example', logo: gulfline },
  { name: 'Calcasieu Midstream', kind: 'Midstream', url: 'https://calcasieu-midstream.example', logo: calcasieu, logoScale: 1.1 },
  { name: 'LandGrid Data', kind: 'Land data', url: 'https://landgrid.example', logo: landgrid },
  { name: 'WellSight Analytics', kind: 'Analytics', url: 'https://wellsight.example', logo: wellsight },
  { name: 'Pelican Properties', kind: 'Property', url: 'https://pelican-properties.example', logo: pelican, logoScale: 1.1 },
  { name: 'ForecastIQ', kind: 'Forecasting software', url: 'https://forecastiq.example', logo: forecastiq, logoScale: 1.1 },
  { name: 'Redfish Energy Investors', kind: 'Energy investor', url: 'https://redfish-investors.example', logo: redfish },
  { name: 'Nordsee Energie', kind: 'European energy', url: 'https://nordsee-energie.example', logo: nordsee },
  { name: 'Sabine Energy Capital', kind: 'Energy capital', url: 'https://sabine-capital.example', logo: sabine },
  { name: 'Crescent Energy Capital', kind: 'Energy capital', url: 'https://crescent-capital.example', logo: crescent },
  { name: 'Delta Energy LLC', kind: 'Energy', url: 'https://delta-energy.example', logo: delta, logoScale: 1.1 },
  // No logo on file: the grid shows the name as text.
  { name: 'Lone Star Energy Partners', kind: 'Energy partners', url: 'https://lonestar-partners.example' },
]);
