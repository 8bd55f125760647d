/**
 * The backend in Spanish (decision 0043) at the phone viewport: the Clients, Marinas and Users
 * tabs with their add and edit dialogs, the set-password link, the location name fixer with its
 * confirmation, and the refusal staff see. No English text of the catalogue is left and nothing
 * overflows sideways.
 */

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendApi } from '#core/backend/backend.api.ts';
import { es } from '#web/locales/index.ts';
import { callApi } from './support/api.ts';
import { createDockWithSlips, marinaNamed, toastText } from './support/backend.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { e2eServer } from './support/e2e-server.ts';
import { runTag } from './support/locations.ts';
import { englishOnly, expectNoOverflow, newSpanishPage } from './support/spanish.ts';

const b = es.backend;

const ENGLISH = englishOnly();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const asWords = ENGLISH.map((text) => ({
  text,
  pattern: new RegExp(`(?<!\\p{L})${escapeRegExp(text)}(?!\\p{L})`, 'u'),
}));

/**
 * expectSpanish of support/spanish.ts, matching whole words: its substring match takes 'Editar'
 * for the English 'Edit', 'Cliente' for 'Client' and 'Administrador' for 'Admin'. The region's
 * time zone pickers are left out.
 */
async function expectSpanish(region: Locator, name: string) {
  // The time zone picker lists the IANA zones ('America/Swift Current'): names, not catalogue text.
  const text = await region.evaluate((element: HTMLElement) => {
    const zones = [...element.querySelectorAll('select')].filter((select) =>
      [...select.options].some((option) => option.value.includes('/')),
    );
    for (const select of zones) select.style.display = 'none';
    const inner = element.innerText;
    for (const select of zones) select.style.display = '';
    return inner;
  });
  const shown = text.replace(/\s+/g, ' ');
  expect(
    asWords.filter(({ pattern }) => pattern.test(shown)).map(({ text }) => text),
    `${name}: ${shown}`,
  ).toEqual([]);
}

/** expectSpanishScreen of support/spanish.ts, with the whole-word match; the header too. */
async function expectSpanishScreen(page: Page, name: string) {
  await expectSpanish(page.locator('main'), name);
  await expectSpanish(page.locator('header').first(), `${name} header`);
  await expectNoOverflow(page, name);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The open dialog of that title, checked and photographed as the phone shows it. */
async function checkDialog(page: Page, title: string, name: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await expectSpanish(dialog, name);
  await expectNoOverflow(page, name);
  await screenshot(page, name, { fullPage: false });
  return dialog;
}

async function closeDialog(page: Page, title: string) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: title }).waitFor({ state: 'hidden' });
}

describe('the backend in Spanish', () => {
  it('shows clients, marinas and users with their dialogs in Spanish', async () => {
    const tag = runTag();
    const clientName = `Puerto ${tag}`;
    const marinaName = `Muelle Norte ${tag}`;
    const email = `lucia.${tag.toLowerCase()}@puerto.example`;
    const { page, context, errors } = await newSpanishPage(browser, 'super_admin');

    // The user menu leads to the backend.
    await page.getByRole('button', { name: es.dashboard.menu.open }).click();
    await page.getByRole('menuitem', { name: b.menuItem }).click();
    await page.getByRole('heading', { name: b.page.title, exact: true }).waitFor();
    await page.getByRole('list', { name: b.clients.listLabel }).waitFor();
    await page.getByRole('tab', { name: b.page.tabs.clients }).waitFor();
    await expectSpanishScreen(page, 'clients');
    await screenshot(page, 'es-backend-01-clients');

    // Clients: the add dialog, its errors, the save and the edit dialog.
    await page.getByRole('button', { name: b.clients.add }).click();
    let dialog = page.getByRole('dialog', { name: b.clientDialog.addTitle });
    await dialog.getByLabel(b.clientDialog.email).fill('not-an-email');
    await dialog.getByRole('button', { name: b.clientDialog.create }).click();
    await dialog.getByText(b.validation.clientNameRequired).waitFor();
    await dialog.getByText(b.validation.invalidEmail).waitFor();
    await checkDialog(page, b.clientDialog.addTitle, 'es-backend-02-client-add-errors');
    await dialog.getByLabel(b.clientDialog.name).fill(clientName);
    await dialog.getByLabel(b.clientDialog.email).fill(`oficina@${tag.toLowerCase()}.example`);
    await dialog.getByRole('button', { name: b.clientDialog.create }).click();
    expect(await toastText(page, b.messages.clientCreated)).toContain(b.toast.success);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Editar ${clientName}` }).click();
    await checkDialog(page, b.clientDialog.editTitle, 'es-backend-03-client-edit');
    await closeDialog(page, b.clientDialog.editTitle);
    await page.getByRole('searchbox', { name: b.clients.search }).fill('zzz-no-such-client');
    await page.getByText(b.clients.noMatchTitle).waitFor();
    await expectSpanishScreen(page, 'clients, no match');
    await page.getByRole('searchbox', { name: b.clients.search }).fill('');

    // Marinas.
    await page.getByRole('tab', { name: b.page.tabs.marinas }).click();
    await page.getByRole('list', { name: b.marinas.listLabel }).waitFor();
    await page.getByRole('button', { name: b.marinas.add }).click();
    dialog = page.getByRole('dialog', { name: b.marinaDialog.addTitle });
    await dialog.getByRole('button', { name: b.marinaDialog.create }).click();
    await dialog.getByText(b.validation.marinaNameRequired).waitFor();
    await dialog.getByText(b.validation.clientRequired).waitFor();
    await checkDialog(page, b.marinaDialog.addTitle, 'es-backend-05-marina-add-errors');
    await dialog.getByLabel(b.marinaDialog.name).fill(marinaName);
    await dialog.getByRole('combobox', { name: b.form.client }).selectOption({ label: clientName });
    await dialog.getByRole('button', { name: b.marinaDialog.create }).click();
    expect(await toastText(page, b.messages.marinaCreated)).toContain(b.toast.success);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Editar ${marinaName}` }).click();
    await checkDialog(page, b.marinaDialog.editTitle, 'es-backend-06-marina-edit');
    await closeDialog(page, b.marinaDialog.editTitle);
    await screenshot(page, 'es-backend-04-marinas');
    // The demo marinas are described in English ('Main marina: ...'): the check reads this run's row.
    await page.getByRole('searchbox', { name: b.marinas.search }).fill(tag);
    await page.getByTestId('marina-row').filter({ hasText: marinaName }).waitFor();
    expect(await page.getByTestId('marina-row').count()).toBe(1);
    await expectSpanishScreen(page, 'marinas');

    // Users: the list, the add dialog with its errors and marina access, then the set-password link.
    await page.getByRole('tab', { name: b.page.tabs.users }).click();
    await page.getByRole('list', { name: b.users.listLabel }).waitFor();
    await expectSpanishScreen(page, 'users');
    await screenshot(page, 'es-backend-07-users');
    await page.getByRole('button', { name: b.users.add }).click();
    dialog = page.getByRole('dialog', { name: b.userDialog.addTitle });
    await dialog.getByText(b.access.chooseClient).waitFor();
    await dialog.getByRole('button', { name: b.userDialog.create }).click();
    await dialog.getByText(b.validation.emailRequired).waitFor();
    await checkDialog(page, b.userDialog.addTitle, 'es-backend-08-user-add-errors');
    await dialog.getByLabel(b.userDialog.email).fill(email);
    await dialog.getByLabel(b.userDialog.firstName).fill('Lucía');
    await dialog.getByLabel(b.userDialog.lastName).fill(`Gómez ${tag}`);
    await dialog.getByLabel(b.userDialog.initialPassword).fill('corta');
    await dialog.getByRole('combobox', { name: b.form.client }).selectOption({ label: clientName });
    await dialog.getByRole('checkbox', { name: `${b.access.access} a ${marinaName}` }).check();
    await dialog.getByRole('button', { name: b.userDialog.create }).click();
    await dialog.getByText('Debe tener al menos 8 caracteres').waitFor();
    await dialog.getByText(b.access.clientAdmin).scrollIntoViewIfNeeded();
    await checkDialog(page, b.userDialog.addTitle, 'es-backend-09-user-add-access');
    await dialog.getByLabel(b.userDialog.initialPassword).fill('');
    await dialog.getByRole('button', { name: b.userDialog.create }).click();
    expect(await toastText(page, b.messages.userCreated)).toContain(b.toast.success);
    dialog = page.getByRole('dialog', { name: b.userDialog.editTitle });
    await dialog.getByText('Usuario creado.').waitFor();
    await dialog.getByRole('button', { name: b.passwordLink.create }).click();
    await dialog.getByTestId('password-link').waitFor();
    await dialog.getByText('Válido hasta el').waitFor();
    await checkDialog(page, b.userDialog.editTitle, 'es-backend-10-user-password-link');
    await dialog.getByRole('button', { name: b.userDialog.close, exact: true }).first().click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByTestId('user-row').filter({ hasText: email });
    await row.getByText(b.users.noPassword).waitFor();
    expect(await row.textContent()).toContain(marinaName);

    // Editing oneself: the super admin note and no set-password link.
    const self = e2eServer().demoLogins.super_admin.email;
    await page.getByTestId('user-row').filter({ hasText: self }).getByRole('button').click();
    dialog = await checkDialog(page, b.userDialog.editTitle, 'es-backend-11-user-edit-self');
    await dialog.getByText(b.access.superAdmin).waitFor();
    await dialog.getByText(b.userDialog.ownPassword).waitFor();
    await closeDialog(page, b.userDialog.editTitle);
    await page.getByTestId('user-row').filter({ hasText: b.users.role.superAdmin }).first().waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('runs the location name fixer in Spanish', async () => {
    const tag = runTag();
    const { page, context, errors } = await newSpanishPage(browser, 'super_admin');
    const bayside = await marinaNamed(page, 'Bayside Marina');
    await createDockWithSlips(page, bayside.guid, `Pantalán ${tag}`, [`P${tag}-1`, `P${tag}-2`]);
    const clients = (await (await callApi(page, backendApi.listClients, {})).json()) as {
      guid: string;
      name: string;
    }[];
    const clientName = clients.find((c) => c.guid === bayside.clientId)!.name;

    await page.goto('/backend');
    await page.getByRole('link', { name: new RegExp(b.page.fixerLink) }).click();
    await page.getByRole('heading', { name: b.fixer.title, exact: true }).waitFor();
    await expectSpanishScreen(page, 'name fixer');
    await screenshot(page, 'es-backend-12-name-fixer');

    await page.getByRole('button', { name: b.fixer.search }).click();
    await toastText(page, b.fixer.messages.selectClientAndMarina);
    await page.getByRole('combobox', { name: b.fixer.client }).selectOption({ label: clientName });
    await page.getByLabel(b.fixer.marina, { exact: true }).selectOption({ label: 'Bayside Marina' });
    await page.getByLabel(b.fixer.searchPattern).fill(`P${tag}-#`);
    await page.getByRole('button', { name: b.fixer.search }).click();
    expect(await toastText(page, b.fixer.messages.searchComplete)).toContain(
      'Se encontraron 2 lugares que coinciden',
    );
    await page.getByRole('list', { name: b.fixer.matchingLabel }).waitFor();
    await page.locator('main').getByText('2 lugares coinciden con').waitFor();
    await page.getByLabel(b.fixer.replacementPattern).fill(`Q${tag}^`);
    await page.getByRole('button', { name: b.fixer.preview }).click();
    await toastText(page, b.fixer.messages.previewGenerated);
    await page.getByRole('list', { name: b.fixer.previewLabel }).waitFor();
    await page.locator('main').getByText('2 nombres cambiarán').waitFor();
    await expectSpanishScreen(page, 'name fixer preview');
    await screenshot(page, 'es-backend-13-name-fixer-preview');

    await page.getByRole('button', { name: b.fixer.commit }).click();
    const confirm = await checkDialog(page, b.fixer.confirm.title, 'es-backend-14-name-fixer-confirm');
    await confirm.getByText('Se cambiará el nombre de 2 lugares de Bayside Marina.').waitFor();
    await confirm.getByRole('button', { name: 'Renombrar 2 lugares' }).click();
    expect(await toastText(page, 'Se actualizaron 2 nombres de lugares')).toContain(b.toast.success);
    await confirm.waitFor({ state: 'hidden' });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells staff in Spanish that the backend is for super admins', async () => {
    const { page, context, errors } = await newSpanishPage(browser, 'staff');
    await page.goto('/backend');
    await page.getByText(b.superAdminOnly.title).waitFor();
    await expectSpanishScreen(page, 'backend refused');
    await screenshot(page, 'es-backend-15-staff');
    expect(errors).toEqual([]);
    await context.close();
  });
});
