import { Component, lazy, memo, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useLocation } from '@site/shared';
import styled from 'styled-components';
import { Button, Container, PhoneLink, site, theme, type RemoteName } from '@site/shared';
import { loadRemoteModule } from './remote-source';

/** A remote that has not answered by then counts as failed, so Suspense never waits for ever. */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

const lazyRemotes = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

function withTimeout<T>(promise: Promise<T>, name: RemoteName): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} svarade inte inom ${REMOTE_LOAD_TIMEOUT_MS} ms`)), REMOTE_LOAD_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export function lazyRemote(name: RemoteName): LazyExoticComponent<ComponentType> {
  let component = lazyRemotes.get(name);
  if (!component) {
    component = lazy(() => withTimeout(loadRemoteModule(name), name).then((module) => ({ default: module.default })));
    lazyRemotes.set(name, component);
  }
  return component;
}

/** The server HTML of each area as it was before hydration, kept in case its remote fails. */
const serverHtml = new Map<RemoteName, { path: string; html: string }>();

export function captureServerHtml(): void {
  document.querySelectorAll<HTMLElement>('[data-remote-area]').forEach((element) => {
    serverHtml.set(element.dataset.remoteArea as RemoteName, { path: window.location.pathname, html: element.innerHTML });
  });
}

interface BoundaryProps {
  name: RemoteName;
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

export class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    console.error(`Delen ${this.props.name} kunde inte laddas: ${error.message}`);
  }

  retry = () => {
    lazyRemotes.delete(this.props.name);
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

const Notice = styled.div`
  padding: 4rem 0;
  min-height: 50vh;
  .box {
    max-width: 40rem;
    border: 1px solid ${theme.color.border};
    border-left: 4px solid ${theme.color.gold};
    border-radius: ${theme.radius.md};
    padding: 1.5rem;
    background: ${theme.color.surface};
  }
  .phone { font-size: 1.25rem; font-weight: 700; }
`;

function AreaUnavailable({ name, retry }: { name: RemoteName; retry: () => void }) {
  const { pathname } = useLocation();
  const saved = serverHtml.get(name);
  if (saved && saved.path === pathname) {
    // The page arrived as HTML; keep showing it rather than replacing content with an apology.
    return <div data-remote-area={name} data-remote-state="server-html" dangerouslySetInnerHTML={{ __html: saved.html }} />;
  }
  return (
    <Notice data-remote-area={name} data-remote-state="unavailable">
      <Container>
        <div className="box" role="alert">
          <h1>Sidan kunde inte visas just nu</h1>
          <p>
            Ett tekniskt fel gör att den här delen av webbplatsen inte laddas. Försök igen om en stund – eller ring oss
            direkt, så hjälper vi dig.
          </p>
          <p className="phone">
            Ring <PhoneLink /> <span>({site.phoneHours.toLowerCase()})</span>
          </p>
          <Button type="button" $variant="secondary" onClick={retry}>
            Försök igen
          </Button>
        </div>
      </Container>
    </Notice>
  );
}

const Loading = styled.div`
  min-height: 60vh;
`;

/**
 * Mounts one remote's area behind an error boundary, a load timeout and Suspense. Memoised: an
 * update reaching a still-dehydrated boundary makes React throw its server HTML away and
 * client-render it, so nothing above may re-render it while its remote is loading.
 */
export const RemoteArea = memo(function RemoteArea({ name }: { name: RemoteName }) {
  const Area = lazyRemote(name);
  return (
    <RemoteErrorBoundary name={name} fallback={(retry) => <AreaUnavailable name={name} retry={retry} />}>
      <div data-remote-area={name}>
        <Suspense fallback={<Loading aria-busy="true" />}>
          <Area />
        </Suspense>
      </div>
    </RemoteErrorBoundary>
  );
});

/** Widgets are client-only (they depend on stored consent); a failure hides them quietly. */
export function RemoteWidgets() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  const Widgets = lazyRemote('widgets');
  return (
    <RemoteErrorBoundary name="widgets" fallback={() => null}>
      <Suspense fallback={null}>
        <Widgets />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
