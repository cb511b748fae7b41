import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastRegion, toast } from './toasts.tsx';

describe('lazy toasts', () => {
  it('mount the container with the first toast and show toasts raised before it was up', async () => {
    const { container } = render(<ToastRegion />);
    expect(container.innerHTML).toBe('');
    let first = '';
    act(() => {
      first = String(toast.warn('Session expired! Please login again.'));
      toast.success('Saved', { toastId: 'saved' });
    });
    expect(first).toMatch(/^tessera-toast-\d+$/);
    expect(await screen.findByText('Session expired! Please login again.')).toBeInTheDocument();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const section = container.querySelector('.Toastify__toast-container');
    expect(section?.className).toContain('Toastify__toast-container--top-right');
  });

  it('dismisses a toast by the id it returned at once', async () => {
    render(<ToastRegion />);
    let id: string | number = '';
    act(() => {
      id = toast.info('Preparing the export…');
    });
    expect(await screen.findByText('Preparing the export…')).toBeInTheDocument();
    const library = await import('react-toastify/unstyled');
    expect(library.toast.isActive(id)).toBe(true);
    act(() => toast.dismiss(id));
    // (jsdom runs no exit animation, so the element itself stays; the library has let it go.)
    await waitFor(() => expect(library.toast.isActive(id)).toBe(false));
  });
});
