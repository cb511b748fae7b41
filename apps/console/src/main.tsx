import '@tessera/ui/styles.css';
import { startApp } from './app/start.tsx';

void startApp();
