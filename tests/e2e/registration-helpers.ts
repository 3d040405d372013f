// Shared steps for the registration screen specs: find things the way a visitor does.
import { expect, type Page } from '@playwright/test';
import { waitForIslands } from './helpers/content.ts';

/** The toast the page shows now (one at a time), inside Radix's "Notifications (F8)" region. */
export const toastItem = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem');

export const submitButton = (page: Page) => page.getByRole('button', { name: /^(Register & Pay|Submitting)/ });

export interface Visitor {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  jobTitle: string;
  tShirtSize: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

export const annie: Visitor = {
  firstName: 'Annie',
  lastName: 'Oakley',
  email: 'annie@example.com',
  phone: '337 555 0100',
  company: 'Oakley Royalties',
  jobTitle: 'Landman',
  tShirtSize: 'L',
  street: '777 Casino Way',
  city: 'Lake Charles',
  state: 'LA',
  zip: '70601',
};

/** A form field by its label (the required '*' is hidden from the accessible name). */
export const field = (page: Page, label: string) =>
  page.getByRole(label === 'T-shirt size' ? 'combobox' : 'textbox', { name: label, exact: true });

export async function fillVisitor(page: Page, v: Visitor = annie): Promise<void> {
  await field(page, 'First name').fill(v.firstName);
  await field(page, 'Last name').fill(v.lastName);
  await field(page, 'Email').fill(v.email);
  await field(page, 'Phone').fill(v.phone);
  await field(page, 'Company').fill(v.company);
  await field(page, 'Job title').fill(v.jobTitle);
  await field(page, 'T-shirt size').selectOption(v.tShirtSize);
  await field(page, 'Street address').fill(v.street);
  await field(page, 'City').fill(v.city);
  await field(page, 'State').fill(v.state);
  await field(page, 'ZIP code').fill(v.zip);
}

export async function expectVisitorKept(page: Page, v: Visitor = annie): Promise<void> {
  await expect(field(page, 'First name')).toHaveValue(v.firstName);
  await expect(field(page, 'Last name')).toHaveValue(v.lastName);
  await expect(field(page, 'Email')).toHaveValue(v.email);
  await expect(field(page, 'Phone')).toHaveValue(v.phone);
  await expect(field(page, 'Company')).toHaveValue(v.company);
  await expect(field(page, 'Job title')).toHaveValue(v.jobTitle);
  await expect(field(page, 'T-shirt size')).toHaveValue(v.tShirtSize);
  await expect(field(page, 'Street address')).toHaveValue(v.street);
  await expect(field(page, 'City')).toHaveValue(v.city);
  await expect(field(page, 'State')).toHaveValue(v.state);
  await expect(field(page, 'ZIP code')).toHaveValue(v.zip);
}

/** Waits until every island on the page is hydrated (Astro drops the `ssr` marker then). */
export async function islandsReady(page: Page): Promise<void> {
  await waitForIslands(page);
}

/** Opens the registration screen, interactive, with All In chosen. */
export async function openRegistration(page: Page, path = '/registration'): Promise<void> {
  await page.goto(path);
  await islandsReady(page);
  await page.getByRole('radio', { name: /^All In/ }).check();
  await expect(submitButton(page)).toHaveText('Register & Pay $2,450.00');
}
