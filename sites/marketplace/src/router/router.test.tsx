// The router as pages use it: routes and layouts, links, redirects, search parameters, blockers, errors, scroll.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, userEvent, waitFor } from '../test/dom';
import {
  createMemoryRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  type RouteObject,
  RouterProvider,
  ScrollRestoration,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from '.';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search + location.hash}</output>;
}

function Listing() {
  const { id } = useParams<'id'>();
  return <h1>Listing {id}</h1>;
}

function Search() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Search {params.get('city') ?? 'anywhere'}</h1>
      <button type="button" onClick={() => setParams({ city: 'Dallas', type: ['duplex', 'land'] })}>
        Dallas
      </button>
      <button
        type="button"
        onClick={() => setParams((current) => ({ city: `${current.get('city')}!` }), { replace: true })}
      >
        Shout
      </button>
      <button type="button" onClick={() => setParams({})}>
        Clear
      </button>
    </>
  );
}

function Layout() {
  return (
    <>
      <nav>
        <NavLink to="/properties">Properties</NavLink>
        <NavLink to="/" end>
          Home
        </NavLink>
        <Link to="/property/p1">First listing</Link>
        <Link to="https://example.com/x">Elsewhere</Link>
      </nav>
      <Where />
      <Outlet />
    </>
  );
}

function Thrower(): never {
  throw new Error('broken page');
}

function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  return (
    <>
      <p>Failed: {(error as Error).message}</p>
      <button type="button" onClick={() => navigate('/')}>
        Home
      </button>
    </>
  );
}

const routes = (extra: RouteObject[] = []): RouteObject[] => [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <h1>Home</h1> },
      { path: '/:seoPath', element: <h1>Pattern page</h1> },
      { path: '/properties', element: <Search /> },
      { path: '/property/:id', element: <Listing /> },
      { path: '/old', element: <Navigate to="/properties?city=Austin" replace /> },
      { path: '/broken', element: <Thrower /> },
      ...extra,
      { path: '*', element: <h1>Not found</h1> },
    ],
  },
];

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

function show(path: string, extra?: RouteObject[]) {
  const router = createMemoryRouter(routes(extra), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('the router', () => {
  it('shows the most specific route inside its layout, and Not Found for the rest', async () => {
    const router = show('/properties');
    expect(await screen.findByRole('heading', { name: 'Search anywhere' })).toBeTruthy();
    await act(() => router.navigate('/property/p%209'));
    expect(await screen.findByRole('heading', { name: 'Listing p 9' })).toBeTruthy();
    await act(() => router.navigate('/some-seo-path'));
    expect(await screen.findByRole('heading', { name: 'Pattern page' })).toBeTruthy();
    await act(() => router.navigate('/a/b/c'));
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
  });

  it('follows links without reloading, marks the current section, and leaves outside links to the browser', async () => {
    const router = show('/');
    const properties = screen.getByRole('link', { name: 'Properties' });
    expect(properties.getAttribute('href')).toBe('/properties');
    expect(properties.getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('link', { name: 'First listing' }));
    expect(await screen.findByRole('heading', { name: 'Listing p1' })).toBeTruthy();
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => router.navigate('/properties/p2'));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Properties' }).getAttribute('aria-current')).toBe('page'),
    );
    expect(screen.getByRole('link', { name: 'Properties' }).className).toContain('active');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Elsewhere' }).getAttribute('href')).toBe(
      'https://example.com/x',
    );
  });

  it('replaces the entry when a link leads to the page already shown', async () => {
    const router = show('/property/p1');
    await userEvent.click(screen.getByRole('link', { name: 'First listing' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('redirects with Navigate, and moves back and forward through the history', async () => {
    const router = show('/');
    await act(() => router.navigate('/old'));
    await waitFor(() => expect(where()).toBe('/properties?city=Austin'));
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(where()).toBe('/'));
    await act(() => router.navigate(1));
    await waitFor(() => expect(where()).toBe('/properties?city=Austin'));
  });

  it('writes search parameters into the address: records, arrays, functions, and none', async () => {
    const router = show('/properties?city=Boise');
    await userEvent.click(screen.getByRole('button', { name: 'Dallas' }));
    await waitFor(() => expect(where()).toBe('/properties?city=Dallas&type=duplex&type=land'));
    await userEvent.click(screen.getByRole('button', { name: 'Shout' }));
    await waitFor(() => expect(where()).toBe('/properties?city=Dallas%21'));
    expect(router.state.historyAction).toBe('REPLACE');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(where()).toBe('/properties'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(where()).toBe('/properties?city=Dallas%21'));
  });

  it("shows the route's error element when a page throws, until the next navigation", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = show('/broken');
    expect(await screen.findByText('Failed: broken page')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});

function Guarded() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );
  return blocker.state === 'blocked' ? (
    <div role="dialog" aria-label="Leave?">
      <button type="button" onClick={blocker.reset}>
        Stay
      </button>
      <button type="button" onClick={blocker.proceed}>
        Leave
      </button>
    </div>
  ) : (
    <h1>Form</h1>
  );
}

describe('blockers', () => {
  const guarded = () => show('/form', [{ path: '/form', element: <Guarded /> }]);

  it('hold a link back until the visitor leaves; Stay keeps the page', async () => {
    const router = guarded();
    await screen.findByRole('heading', { name: 'Form' });
    await userEvent.click(screen.getByRole('link', { name: 'First listing' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/form');
    await userEvent.click(screen.getByRole('link', { name: 'First listing' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Listing p1' })).toBeTruthy();
  });

  it('undo a move back through the history, and make it when the visitor leaves', async () => {
    const router = createMemoryRouter(routes([{ path: '/form', element: <Guarded /> }]), {
      initialEntries: ['/properties', '/form'],
    });
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Form' });
    await act(() => router.navigate(-1));
    await userEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/form');
    await act(() => router.navigate(-1));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Search anywhere' })).toBeTruthy();
    expect(router.state.historyAction).toBe('POP');
  });

  it('let search-parameter changes on the same page through', async () => {
    const router = guarded();
    await screen.findByRole('heading', { name: 'Form' });
    await act(() => router.navigate('?step=2'));
    expect(router.state.location.search).toBe('?step=2');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('scroll restoration', () => {
  it('starts a new page at the top, keeps the position when asked, and returns to it on back', async () => {
    let scrollY = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((
      to: number | ScrollToOptions,
      y?: number,
    ) => {
      scrollY = typeof to === 'number' ? (y ?? 0) : (to.top ?? 0);
    }) as typeof window.scrollTo);
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <ScrollRestoration />
              <Outlet />
            </>
          ),
          children: routes()[0]?.children,
        },
      ],
      { initialEntries: ['/properties'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Search anywhere' });
    scrollY = 640;
    await act(() => router.navigate('/property/p1'));
    await screen.findByRole('heading', { name: 'Listing p1' });
    expect(scrollY).toBe(0);
    scrollY = 200;
    await act(() => router.navigate('?photo=2', { preventScrollReset: true }));
    expect(scrollY).toBe(200);
    await act(() => router.navigate(-2));
    await screen.findByRole('heading', { name: 'Search anywhere' });
    expect(scrollY).toBe(640);
    expect(scrollTo).toHaveBeenCalled();
  });
});
