// The photo galleries of /photos: one entry per tournament, newest first. Photos are
// placeholders from scripts/make-placeholder-images.ts; captions double as alt text context.
// `objectPosition` moves the thumbnail crop (SPEC: one 2025 photo at center 35%).
import p2025_01 from '../assets/gallery/2025-01.jpg';
import p2025_02 from '../assets/gallery/2025-02.jpg';
import p2025_03 from '../assets/gallery/2025-03.jpg';
import p2025_04 from '../assets/gallery/2025-04.jpg';
import p2025_05 from '../assets/gallery/2025-05.jpg';
import p2025_06 from '../assets/gallery/2025-06.jpg';
import p2025_07 from '../assets/gallery/2025-07.jpg';
import p2025_08 from '../assets/gallery/2025-08.jpg';
import p2025_09 from '../assets/gallery/2025-09.jpg';
import p2024_01 from '../assets/gallery/2024-01.jpg';
import p2024_02 from '../assets/gallery/2024-02.jpg';
import p2024_03 from '../assets/gallery/2024-03.jpg';
import p2024_04 from '../assets/gallery/2024-04.jpg';
import p2024_05 from '../assets/gallery/2024-05.jpg';
import p2024_06 from '../assets/gallery/2024-06.jpg';
import p2024_07 from '../assets/gallery/2024-07.jpg';
import p2024_08 from '../assets/gallery/2024-08.jpg';
import p2024_09 from '../assets/gallery/2024-09.jpg';
import p2024_10 from '../assets/gallery/2024-10.jpg';
import p2024_11 from '../assets/gallery/2024-11.jpg';
import p2024_12 from '../assets/gallery/2024-12.jpg';
import p2024_13 from '../assets/gallery/2024-13.jpg';
import p2024_14 from '../assets/gallery/2024-14.jpg';
import p2024_15 from '../assets/gallery/2024-15.jpg';
import p2024_16 from '../assets/gallery/2024-16.jpg';
import { gallerySchema } from './schemas.ts';

export const galleries = [
  gallerySchema.parse({
    id: 'woop-2025',
    title: 'WOOP 2025 Tournament',
    photos: [
      { src: p2025_01, alt: 'Shuffle up and deal: the first hand of WOOP 2025', caption: 'Shuffle up and deal: the first hand of WOOP 2025' },
      { src: p2025_02, alt: 'Chip stacks building at table three', caption: 'Chip stacks building at table three' },
      { src: p2025_03, alt: 'The dealer\'s view of a tense river card', caption: 'The dealer\'s view of a tense river card' },
      { src: p2025_04, alt: 'The tournament room before doors open', caption: 'The tournament room before doors open', objectPosition: 'center 35%' },
      { src: p2025_05, alt: 'An all-in call in the main draw', caption: 'An all-in call in the main draw' },
      { src: p2025_06, alt: 'Aces on the felt', caption: 'Aces on the felt' },
      { src: p2025_07, alt: 'Chips counted for the Second Chance Tournament', caption: 'Chips counted for the Second Chance Tournament' },
      { src: p2025_08, alt: 'The final table under the lights', caption: 'The final table under the lights' },
      { src: p2025_09, alt: 'Cards and chips after the last hand', caption: 'Cards and chips after the last hand' },
    ],
  }),
  gallerySchema.parse({
    id: 'woop-2024',
    title: 'WOOP 2024 Tournament',
    photos: [
      { src: p2024_01, alt: 'Registration table, WOOP 2024', caption: 'Registration table, WOOP 2024' },
      { src: p2024_02, alt: 'First hands of the evening', caption: 'First hands of the evening' },
      { src: p2024_03, alt: 'A big pot in the early levels', caption: 'A big pot in the early levels' },
      { src: p2024_04, alt: 'The room at full capacity', caption: 'The room at full capacity' },
      { src: p2024_05, alt: 'Stacks ready for the colour-up', caption: 'Stacks ready for the colour-up' },
      { src: p2024_06, alt: 'Dinner break chip count', caption: 'Dinner break chip count' },
      { src: p2024_07, alt: 'The Second Chance Tournament begins', caption: 'The Second Chance Tournament begins' },
      { src: p2024_08, alt: 'Late-night play at table five', caption: 'Late-night play at table five' },
      { src: p2024_09, alt: 'Pocket kings', caption: 'Pocket kings' },
      { src: p2024_10, alt: 'The tournament room from the rail', caption: 'The tournament room from the rail' },
      { src: p2024_11, alt: 'Blinds up at midnight', caption: 'Blinds up at midnight' },
      { src: p2024_12, alt: 'Short stack shoves', caption: 'Short stack shoves' },
      { src: p2024_13, alt: 'Heads-up for the title', caption: 'Heads-up for the title' },
      { src: p2024_14, alt: 'The champion\'s stack', caption: 'The champion\'s stack' },
      { src: p2024_15, alt: 'The last table standing', caption: 'The last table standing' },
      { src: p2024_16, alt: 'Morning after: cards put away', caption: 'Morning after: cards put away' },
    ],
  }),
];
