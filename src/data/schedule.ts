// The tournament schedule shown on /schedule. Items and times are SPEC.md §2 word for word.
import { scheduleSchema } from './schemas.ts';

export const schedule = scheduleSchema.parse({
  title: 'Tournament Schedule - September 25-26, 2025',
  days: [
    {
      heading: 'Thursday September 25',
      date: '2025-09-25',
      items: [
        { time: '11:30 AM', title: 'Lunch' },
        { time: '1:00 PM', title: 'Tournament Begins' },
        { time: '5:00 PM - 7:00 PM', title: 'Dinner Break', detail: 'Dinner at the steakhouse.' },
        {
          time: '7:15 PM',
          title: 'Evening Play',
          detail: 'The main draw resumes and the Second Chance Tournament begins. Play continues until the champions are crowned.',
        },
      ],
    },
    {
      heading: 'Friday September 26',
      date: '2025-09-26',
      items: [
        { time: '8:00 AM', title: 'Breakfast' },
        { time: '9:00 AM', title: 'Golf Tournament (optional)', detail: 'At a local golf course.' },
      ],
    },
  ],
});
