import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { createMember, logInContext, sendMessageAs, withoutNewLikeOverlay } from './support/members.ts';
import { screenshotPath } from './support/screenshots.ts';

const b = useBrowser();

describe('reporting and blocking from the chat', () => {
  it('a member reports another from the chat header, sees the thank-you, blocks at once; the blocked member is in the settings list; unblock works', async () => {
    const femke = await createMember({ name: 'Femke', gender: 'female', date_of_birth: '1993-02-11' });
    const kees = await createMember({ name: 'Kees', gender: 'male', date_of_birth: '1985-06-30' });
    expect(await sendMessageAs(kees.cookie, femke.id, 'Stuur me even je bankgegevens, dan maak ik geld over')).toBe(
      200,
    );

    // 390 px: a phone.
    const { context, page } = await b.newAdultVisitor({ width: 390, height: 844 });
    await logInContext(context, femke.cookie);
    await withoutNewLikeOverlay(context, femke.id);
    await page.goto(`/members/${kees.id}/chat`);
    // With a conversation already, that is /chats/{id}.
    await page.waitForURL(/\/chats\/\d+$/);
    await page.getByRole('log', { name: 'Berichten met Kees' }).getByText('Stuur me even je bankgegevens').waitFor();

    // The header menu: Melden.
    await page.getByRole('button', { name: 'Meer voor Kees' }).click();
    await page.locator('.dropdown-menu.show').getByRole('button', { name: 'Melden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kees melden' });
    await dialog.waitFor();
    // Without a category: the member is told what is missing, nothing is sent.
    await dialog.getByRole('button', { name: 'Melding versturen' }).click();
    await dialog.getByText('Kies waarom je dit lid meldt.').waitFor();
    await dialog.getByRole('radio', { name: 'Spam of oplichting' }).check();
    await dialog.getByRole('textbox', { name: 'Toelichting' }).fill('Vraagt om mijn bankgegevens.');
    expect(await dialog.getByText('28 / 1000').count()).toBe(1);
    // The category error went with the choice.
    expect(await dialog.getByText('Kies waarom je dit lid meldt.').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('staff-console', 'report-dialog.png') });

    await dialog.getByRole('button', { name: 'Melding versturen' }).click();
    await dialog.getByRole('heading', { name: 'Bedankt voor je melding' }).waitFor();
    await dialog.getByText('Ons team bekijkt je melding zo snel mogelijk.', { exact: false }).waitFor();
    // Stored, with its conversation: a second report of Kees is refused as already made.
    const again = await page.request.post('/api/report.php', {
      headers: { 'x-request-type': 'client' },
      data: { id: kees.id, category: 'other', text: 'Nog een keer melden' },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).message).toBe(
      'Je hebt Kees al gemeld. Ons team bekijkt je melding; je hoeft niets meer te doen.',
    );

    // Ook blokkeren: at once, from the thank-you.
    await dialog.getByText('Wil je geen contact meer met Kees? Blokkeer Kees dan meteen.').waitFor();
    await dialog.getByRole('button', { name: 'Ook blokkeren' }).click();
    await dialog.getByText('Je hebt Kees geblokkeerd. Jullie gesprek en likes zijn verwijderd.').waitFor();
    await dialog.getByRole('button', { name: 'Sluiten' }).last().click();
    // The conversation is gone (product §6); the chat page with Kees says he is blocked, no composer.
    await page.waitForURL(new RegExp(`/members/${kees.id}/chat$`));
    await page.getByText('Je hebt Kees geblokkeerd. Deblokkeer Kees om weer berichten te sturen.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Bericht aan Kees' }).count()).toBe(0);
    expect(await page.locator('.klik-chat-item', { hasText: 'Kees' }).count()).toBe(0);

    // Settings: Kees in the blocked list, with his age.
    await page.goto('/settings');
    const list = page.getByRole('list', { name: 'Geblokkeerde leden' });
    await list.getByRole('link', { name: /^Kees, \d+$/ }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    await list.getByRole('button', { name: 'Kees deblokkeren' }).click();
    await page.getByText('Je hebt Kees gedeblokkeerd.').waitFor();
    await page.getByText('Je hebt niemand geblokkeerd.').waitFor();
    expect(((await (await page.request.get('/api/blocks.php')).json()) as { blocked: unknown[] }).blocked).toEqual([]);

    // Unblocked: Femke can write to Kees again.
    await page.goto(`/members/${kees.id}/chat`);
    await page.getByRole('textbox', { name: 'Bericht aan Kees' }).waitFor();
    await context.close();
  });

  it('blocks from the chat header menu after a confirmation, and unblocks there again', async () => {
    const mila = await createMember({ name: 'Mila', gender: 'female' });
    const joris = await createMember({ name: 'Joris', gender: 'male' });
    expect(await sendMessageAs(joris.cookie, mila.id, 'Hoi Mila')).toBe(200);
    const { context, page } = await b.newAdultVisitor();
    await logInContext(context, mila.cookie);
    await withoutNewLikeOverlay(context, mila.id);
    await page.goto(`/members/${joris.id}/chat`);
    await page.waitForURL(/\/chats\/\d+$/);

    await page.getByRole('button', { name: 'Meer voor Joris' }).click();
    await page.locator('.dropdown-menu.show').getByRole('button', { name: 'Blokkeren' }).click();
    const confirm = page.getByRole('dialog', { name: 'Joris blokkeren?' });
    await confirm.getByRole('button', { name: 'Blokkeren' }).click();
    await page.waitForURL(new RegExp(`/members/${joris.id}/chat$`));
    await page.getByText('Je hebt Joris geblokkeerd. Deblokkeer Joris om weer berichten te sturen.').waitFor();
    // Joris's message cannot reach her now.
    expect(await sendMessageAs(joris.cookie, mila.id, 'Hallo?')).toBe(404);

    await page.getByRole('button', { name: 'Meer voor Joris' }).click();
    await page.locator('.dropdown-menu.show').getByRole('button', { name: 'Deblokkeren' }).click();
    await page.getByRole('textbox', { name: 'Bericht aan Joris' }).waitFor();
    expect(((await (await page.request.get('/api/blocks.php')).json()) as { blocked: unknown[] }).blocked).toEqual([]);
    await context.close();
  });
});
