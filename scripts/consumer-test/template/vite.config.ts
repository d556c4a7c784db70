// A plain Vite + React app: no vanilla-extract plugin, no path aliases. The packages are used as
// an outside project installs them.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()], build: { target: 'es2023' } });
