/**
 * The app's router (decision 0017): pages by address with their code loaded when first visited,
 * links, the history, and the page's guard against leaving unsaved input. Its calls are named as
 * in React Router, which it replaces at a tenth of the size, so that a reader knows them.
 */
export { createPath, matchRoutes, parsePath, resolveTo } from './path';
export type { LazyRoute, Location, Params, Path, RouteMatch, RouteObject, To } from './path';
export { createBrowserRouter, createMemoryRouter } from './router';
export type {
  Action,
  Blocker,
  BlockerFunction,
  Navigation,
  NavigateOptions,
  Router,
  RouterState,
} from './router';
export {
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useBlocker,
  useInRouterContext,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useSearchParams,
} from './react';
export type { LinkProps, NavigateFunction, NavLinkProps } from './react';
