/**
 * TanStack Router's code, on its own: main.tsx imports it a task before the route tree and the
 * router, so evaluating the library and building the routes do not hold the main thread in one task.
 * It is part of the boot chunk (vite.config.ts).
 */
export { createRouter, RouterProvider } from '@tanstack/react-router';
