// The router, for every area, from @site/shared: the shell provides one tree-shaken copy through
// this package instead of sharing all of react-router-dom (16 kB instead of 66 kB gzipped on
// every page). Import router APIs from '@site/shared', never from 'react-router-dom' (lint rule).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Route,
  Routes,
  StaticRouter,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
