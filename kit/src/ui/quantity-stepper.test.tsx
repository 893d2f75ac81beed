// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

const labels = { group: 'Quantité', decrease: 'Moins', increase: 'Plus' };

afterEach(cleanup);

describe('the quantity stepper', () => {
  it('given a form, is made of that form’s buttons, which the server answers without scripts and the scripts answer in place', () => {
    const posted = vi.fn((event: SubmitEvent) => event.preventDefault());
    const [onDecrease, onIncrease] = [vi.fn(), vi.fn()];
    render(
      <>
        <form id="line-7" onSubmit={(event) => posted(event.nativeEvent as SubmitEvent)} />
        <QuantityStepper value={2} onDecrease={onDecrease} onIncrease={onIncrease} labels={labels} form="line-7" />
      </>,
    );
    const [less, more] = [screen.getByRole('button', { name: 'Moins' }), screen.getByRole('button', { name: 'Plus' })];
    expect(
      [less, more].map((button) => [
        button.getAttribute('type'),
        button.getAttribute('form'),
        button.getAttribute('name'),
        button.getAttribute('value'),
      ]),
    ).toEqual([
      ['submit', 'line-7', 'change', 'less'],
      ['submit', 'line-7', 'change', 'more'],
    ]);
    fireEvent.click(more);
    fireEvent.click(less);
    expect([onIncrease.mock.calls.length, onDecrease.mock.calls.length]).toEqual([1, 1]);
    expect(posted).not.toHaveBeenCalled();
  });

  it('without a form, is buttons of the page’s scripts', () => {
    const onIncrease = vi.fn();
    render(<QuantityStepper value={1} onDecrease={vi.fn()} onIncrease={onIncrease} labels={labels} />);
    const more = screen.getByRole('button', { name: 'Plus' });
    expect(more.getAttribute('type')).toBe('button');
    expect(more.hasAttribute('name')).toBe(false);
    fireEvent.click(more);
    expect(onIncrease).toHaveBeenCalledTimes(1);
    // − at the minimum.
    expect(screen.getByRole('button', { name: 'Moins' })).toHaveProperty('disabled', true);
  });
});
