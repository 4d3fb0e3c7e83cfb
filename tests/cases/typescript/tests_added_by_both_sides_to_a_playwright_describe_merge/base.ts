import { test, expect } from '@playwright/test';

test.describe('login page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
  });

  test('shows the form', async ({ page }) => {
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('rejects a wrong password', async ({ page }) => {
    await page.getByLabel('Email').fill('a@b.c');
    await page.getByLabel('Password').fill('nope');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid credentials')).toBeVisible();
  });
});
