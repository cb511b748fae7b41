/// <reference types="vitest/config" />
import type { UserConfig } from 'vite';

export type AppName = 'candidate' | 'console' | 'helpdesk';
/** The rolldown code-splitting groups of the first page's libraries. */
export declare const vendorChunks: { name: string; test: RegExp; tags?: '$initial'[]; priority: number }[];
/** The one Vite configuration of the three apps: base /apps/<app>/, React, vendor chunks, precompression, dev proxy, tests (jsdom, src/test-setup.ts). */
export declare function appConfig(app: AppName, apiOrigin?: string): UserConfig;
/** The modules the apps get in place of i18next and react-i18next (@tessera/i18n's stand-in). */
export declare const I18N_LITE_ALIASES: Record<'i18next' | 'react-i18next', string>;
