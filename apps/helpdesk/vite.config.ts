/// <reference types="vitest/config" />
import { appConfig } from '@tessera/vite-config/app-config';

export default appConfig('helpdesk');
