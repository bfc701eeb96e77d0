// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../test/render-app.tsx';
import { MODAL_UNMOUNT_DELAY_MS, useDelayedUnmount } from './Modal.tsx';

const Probe = ({ open }: { open: boolean }) => (useDelayedUnmount(open) ? <p>Inhalt</p> : null);

describe('modals', () => {
  it('stay mounted for 250 ms after closing, then unmount', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Probe open />);
    rerender(<Probe open={false} />);
    act(() => vi.advanceTimersByTime(MODAL_UNMOUNT_DELAY_MS - 1));
    expect(screen.getByText('Inhalt')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Inhalt')).not.toBeInTheDocument();
    expect(MODAL_UNMOUNT_DELAY_MS).toBe(250);
  });

  it('stay mounted when opened again before the delay is over', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Probe open />);
    rerender(<Probe open={false} />);
    act(() => vi.advanceTimersByTime(100));
    rerender(<Probe open />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('Inhalt')).toBeInTheDocument();
  });
});
