// The window event the CMS page sends after Decap saved an entry (main.ts), for the widgets that
// show something only until then.
export const savedEvent = 'woop:cms-saved';
