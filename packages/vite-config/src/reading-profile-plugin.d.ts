import type { Plugin } from 'vite';
export declare const READING_PROFILE_HEAD_FILE: string;
export declare function readingProfileHead(): Plugin;
