// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/render-admin';
import { SortableList } from './sortable-list';

const categories = [
  { id: 1, name: 'Boissons' },
  { id: 2, name: 'Épicerie' },
  { id: 3, name: 'Maison' },
];

/** The list as a page holds it: each reported order is kept, and recorded for the test. */
function Categories({ reported, disabled = false }: { reported: number[][]; disabled?: boolean }) {
  const [items, setItems] = useState(categories);
  return (
    <SortableList
      items={items}
      label="Ordre des catégories"
      nameOf={(item) => item.name}
      disabled={disabled}
      onReorder={(ids) => {
        reported.push(ids);
        setItems(ids.map((id) => categories.find((category) => category.id === id)!));
      }}
    >
      {(item) => <span>{item.name}</span>}
    </SortableList>
  );
}

const names = () =>
  within(screen.getByRole('list', { name: 'Ordre des catégories' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('span')?.textContent);
// The keyboard sensor listens on the document from the next turn, as a browser gives it.
const nextTurn = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  // jsdom lays nothing out: the rows are stacked 60 px apart, as a browser draws them, for the keyboard to find the next one.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('li');
    const top = row ? [...row.parentElement!.children].indexOf(row) * 60 : 0;
    return { x: 0, y: top, top, left: 0, width: 320, height: 50, right: 320, bottom: top + 50, toJSON: () => ({}) } as DOMRect;
  });
});
afterEach(cleanup);

describe('a sortable list', () => {
  it('moves a row with the keyboard on its handle, and says so in French', async () => {
    const reported: number[][] = [];
    renderAdmin(<Categories reported={reported} />);
    const handle = screen.getByRole('button', { name: 'Déplacer Boissons' });
    expect(document.getElementById(handle.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Pour déplacer un élément : appuyez sur Espace ou Entrée, changez sa place avec les flèches haut et bas, puis appuyez de nouveau sur Espace ou Entrée pour le poser, ou sur Échap pour annuler.',
    );
    expect(handle.getAttribute('aria-roledescription')).toBe('élément à déplacer');

    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await nextTurn();
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    await nextTurn();
    expect(screen.getByText('Boissons irait en position 2 sur 3.')).toBeTruthy();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await nextTurn();

    expect(reported).toEqual([[2, 1, 3]]);
    expect(names()).toEqual(['Épicerie', 'Boissons', 'Maison']);
    expect(screen.getByText('Vous avez posé Boissons en position 2 sur 3.')).toBeTruthy();
  });

  it('puts a row back where it was when the owner presses Escape', async () => {
    const reported: number[][] = [];
    renderAdmin(<Categories reported={reported} />);
    const handle = screen.getByRole('button', { name: 'Déplacer Épicerie' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Enter', key: 'Enter' });
    await nextTurn();
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    await nextTurn();
    fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' });
    await nextTurn();
    expect(reported).toEqual([]);
    expect(screen.getByText('Déplacement annulé : Épicerie reste à sa place.')).toBeTruthy();
  });

  it('moves a row with its buttons, which cannot push it past either end', () => {
    const reported: number[][] = [];
    renderAdmin(<Categories reported={reported} />);
    fireEvent.click(screen.getByRole('button', { name: 'Monter Maison' }));
    expect(reported).toEqual([[1, 3, 2]]);
    expect(names()).toEqual(['Boissons', 'Maison', 'Épicerie']);
    expect(screen.getByText('Maison est maintenant en position 2 sur 3.').getAttribute('role')).toBe('status');
    fireEvent.click(screen.getByRole('button', { name: 'Monter Maison' }));
    expect(reported.at(-1)).toEqual([3, 1, 2]);

    const stuck = screen.getByRole('button', { name: 'Monter Maison' });
    expect(stuck.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(stuck);
    fireEvent.click(screen.getByRole('button', { name: 'Descendre Épicerie' }));
    expect(reported).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Descendre Boissons' }));
    expect(reported.at(-1)).toEqual([3, 2, 1]);
  });

  it('moves nothing while it is disabled', async () => {
    const reported: number[][] = [];
    renderAdmin(<Categories reported={reported} disabled />);
    fireEvent.click(screen.getByRole('button', { name: 'Descendre Boissons' }));
    const handle = screen.getByRole('button', { name: 'Déplacer Boissons' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await nextTurn();
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    await nextTurn();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await nextTurn();
    expect(reported).toEqual([]);
  });
});
