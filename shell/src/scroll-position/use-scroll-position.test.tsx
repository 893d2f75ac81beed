// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrolledPast } from './use-scroll-position';

function ScrolledPast() {
  return <p data-testid="scrolled">{String(useScrolledPast(700))}</p>;
}

const scrolled = () => screen.getByTestId('scrolled').textContent;
const scrollTo = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

afterEach(() => {
  cleanup();
  scrollTo(0);
});

describe('useScrolledPast', () => {
  it('says where a page that opens scrolled really is, from the first frame on', async () => {
    scrollTo(900);
    render(<ScrolledPast />);
    await nextFrame();
    expect(scrolled()).toBe('true');
  });

  it('follows the scroll both ways', async () => {
    render(<ScrolledPast />);
    await nextFrame();
    expect(scrolled()).toBe('false');
    scrollTo(701);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(scrolled()).toBe('true');
    scrollTo(10);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(scrolled()).toBe('false');
  });
});
