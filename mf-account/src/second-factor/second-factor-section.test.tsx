// @vitest-environment jsdom
import { loadUserFx, ValidationError, type User } from '@lemon/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { giuliaSession } from '../testing/shoppers';
import { commonTexts, renderInScope, texts } from '../testing/render-in-scope';
import { SecondFactorSection } from './second-factor-section';
import { resetSecondFactorFx } from './second-factor.model';

const t = texts.secondFactor;
const helper: User = { ...giuliaSession.user, is_staff: true, staff_role: 'staff', second_factor_enrolled: true };

afterEach(cleanup);

describe('replacing a lost phone', () => {
  it('asks for the password, says what follows, and forgets the app', async () => {
    const reset = vi.fn(async ({ password }: { password: string }) => {
      if (password !== 'Zeste-Vif-2026') throw new ValidationError('Wrong password.', { password: ['wrong_password'] });
      return { ...helper, second_factor_enrolled: false };
    });
    const loaded = vi.fn(async () => ({ ...helper, second_factor_enrolled: false }));
    const scope = fork({
      handlers: [
        [resetSecondFactorFx, reset],
        [loadUserFx, loaded],
      ],
    });
    renderInScope(<SecondFactorSection user={helper} />, { scope });

    expect(screen.getByText(t.on)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.replace }));
    expect(screen.getByText(t.replaceIntro)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(t.password), { target: { value: 'not-it' } });
    fireEvent.click(screen.getByRole('button', { name: t.replaceConfirm }));
    expect(await screen.findByText(commonTexts.validation.errors.wrong_password)).toBeTruthy();
    expect(loaded).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(t.password), { target: { value: 'Zeste-Vif-2026' } });
    fireEvent.click(screen.getByRole('button', { name: t.replaceConfirm }));
    await waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
    expect(reset).toHaveBeenLastCalledWith({ password: 'Zeste-Vif-2026' });
  });

  it('keeps the app when the staff member changes their mind', () => {
    renderInScope(<SecondFactorSection user={helper} />, { scope: fork() });
    fireEvent.click(screen.getByRole('button', { name: t.replace }));
    fireEvent.click(screen.getByRole('button', { name: t.keep }));
    expect(screen.getByRole('button', { name: t.replace })).toBeTruthy();
  });
});
