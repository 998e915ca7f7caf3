// The site's router (react-router's API as the site uses it, in a few kilobytes): see CONTEXT.md.
export type { NavigationAction } from './history';
export {
  type Blocker,
  type NavigateFunction,
  type SetSearchParams,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from './hooks';
export { Link, type LinkProps, Navigate, NavLink, type NavLinkProps } from './links';
export { createPath, type Location, type Path, parsePath, type To } from './path';
export {
  createBrowserRouter,
  createMemoryRouter,
  type NavigateOptions,
  type RouteObject,
  type Router,
} from './router';
export { MemoryRouter, Outlet, RouterProvider } from './router-provider';
export { ScrollRestoration } from './scroll-restoration';
