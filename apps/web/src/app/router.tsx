import { type RouteObject, createBrowserRouter } from '../lib/router';
import { pageRoutes } from './pages';
import { Layout } from './shell/Layout';
import { RouteLoading } from './shell/RouteLoading';

export const routes: RouteObject[] = [
  { path: '/', element: <Layout />, HydrateFallback: RouteLoading, children: pageRoutes },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
