// @vitest-environment jsdom
import { showToastFx } from '@lemon/shared';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toasts } from './toasts';

describe('the toasts', () => {
  it('have no container until one is asked for; the first waits for it and shows', async () => {
    const { container } = render(<Toasts />);
    expect(container.innerHTML).toBe('');

    await act(() => showToastFx({ kind: 'success', message: 'Ajouté au panier' }));
    expect(await screen.findByText('Ajouté au panier')).toBeTruthy();

    await act(() => showToastFx({ kind: 'error', message: 'Plus en stock' }));
    expect(await screen.findByText('Plus en stock')).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });
});
