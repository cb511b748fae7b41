// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultTheme } from './default-theme';
import { useTenantTheme } from './use-tenant-theme';

describe('useTenantTheme', () => {
  it('loads, applies and hands back the theme', async () => {
    const onLoaded = vi.fn();
    const fetchTheme = vi.fn().mockResolvedValue({ brand_color: '#7A3CF0', title: 'Acme Careers' });
    const { result } = renderHook(() => useTenantTheme({ fetchTheme, onLoaded }));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.theme.brand_color).toBe('#7A3CF0');
    expect(document.title).toBe('Acme Careers');
    expect(document.documentElement.style.getPropertyValue('--color-brand')).toBe('#7A3CF0');
    expect(onLoaded).toHaveBeenCalledWith(expect.objectContaining({ title: 'Acme Careers' }));
    expect(fetchTheme).toHaveBeenCalledTimes(1);
  });
  it('applies the stored theme first and keeps it when loading fails', async () => {
    const onError = vi.fn();
    let reject: (e: unknown) => void = () => {};
    const fetchTheme = () => new Promise<never>((_, r) => (reject = r));
    const { result } = renderHook(() => useTenantTheme({ fetchTheme, initial: { title: 'Stored' }, onError }));
    await waitFor(() => expect(document.title).toBe('Stored'));
    await act(async () => reject(new Error('down')));
    expect(result.current.loading).toBe(false);
    expect(result.current.theme.title).toBe('Stored');
    expect(result.current.theme.brand_color).toBe(defaultTheme.brand_color);
    expect(onError).toHaveBeenCalled();
  });
});
