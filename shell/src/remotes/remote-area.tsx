import { lazy, memo, Suspense, useEffect, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from '@site/shared';
import styled from 'styled-components';
import { Button, Container, PhoneLink, site, theme, withTimeout, type RemoteName } from '@site/shared';
import { areaLoadable } from './remote-manifest';
import { loadRemoteModule } from './remote-source';

/** A remote that has not answered by then counts as failed, so Suspense never waits for ever. */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

const lazyRemotes = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

export function lazyRemote(name: RemoteName): LazyExoticComponent<ComponentType> {
  let component = lazyRemotes.get(name);
  if (!component) {
    component = lazy(() =>
      withTimeout(loadRemoteModule(name), REMOTE_LOAD_TIMEOUT_MS, `${name} svarade inte inom ${REMOTE_LOAD_TIMEOUT_MS} ms`).then((module) => ({
        default: module.default,
      })),
    );
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

/** Logs which remote failed; the boundary itself is react-error-boundary's. */
function logRemoteError(name: RemoteName) {
  return (error: unknown) => console.error(`Delen ${name} kunde inte laddas: ${error instanceof Error ? error.message : String(error)}`);
}

/** Forgets a failed remote's module, so "Försök igen" loads it again. */
function forgetRemote(name: RemoteName) {
  return () => lazyRemotes.delete(name);
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
          <p>Ett tekniskt fel gör att den här delen av webbplatsen inte laddas. Försök igen om en stund – eller ring oss direkt, så hjälper vi dig.</p>
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

/**
 * An area the shell may not load (outside the contract range, or missing from the manifest): its
 * page keeps the server HTML, links and forms working without script; elsewhere the notice with
 * the phone number. Said once in the console, for whoever looks after the site.
 */
function AreaKeptAsHtml({ name, reason }: { name: RemoteName; reason: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const saved = serverHtml.get(name);
  useEffect(() => {
    console.warn(`Delen ${name} laddas inte: ${reason}. Sidan visas som förrenderad HTML.`);
    ref.current?.setAttribute('data-remote-state', 'unsupported');
  }, [name, reason]);
  if (typeof window !== 'undefined' && saved && saved.path === window.location.pathname) {
    return <div ref={ref} data-remote-area={name} dangerouslySetInnerHTML={{ __html: saved.html }} />;
  }
  return <AreaUnavailable name={name} retry={() => window.location.reload()} />;
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
  // In the browser only: the prerenderer renders every area it was given.
  const loadable = typeof window === 'undefined' ? ({ ok: true } as const) : areaLoadable(name);
  if (!loadable.ok) return <AreaKeptAsHtml name={name} reason={loadable.reason} />;
  const Area = lazyRemote(name);
  return (
    <ErrorBoundary
      onError={logRemoteError(name)}
      onReset={forgetRemote(name)}
      fallbackRender={({ resetErrorBoundary }) => <AreaUnavailable name={name} retry={resetErrorBoundary} />}
    >
      <div data-remote-area={name}>
        <Suspense fallback={<Loading aria-busy="true" />}>
          <Area />
        </Suspense>
      </div>
    </ErrorBoundary>
  );
});

/**
 * A part the shell may not load that has no box of its own (the widgets): a module that never
 * arrives, so React keeps its server HTML (the launchers, the callback popover) as it is.
 */
function keptAsHtml(name: RemoteName, reason: string): LazyExoticComponent<ComponentType> {
  let component = lazyRemotes.get(name);
  if (!component) {
    console.warn(`Delen ${name} laddas inte: ${reason}. Den visas som förrenderad HTML.`);
    component = lazy(() => new Promise<{ default: ComponentType }>(() => {}));
    lazyRemotes.set(name, component);
  }
  return component;
}

/**
 * The widgets, prerendered with every page so their launchers are in the first paint (what
 * depends on the visitor's stored consent appears only in the browser); a failure hides them
 * quietly. Memoised for the same reason as RemoteArea.
 */
export const RemoteWidgets = memo(function RemoteWidgets() {
  const loadable = typeof window === 'undefined' ? ({ ok: true } as const) : areaLoadable('widgets');
  const Widgets = loadable.ok ? lazyRemote('widgets') : keptAsHtml('widgets', loadable.reason);
  return (
    <ErrorBoundary onError={logRemoteError('widgets')} fallback={null}>
      <Suspense fallback={null}>
        <Widgets />
      </Suspense>
    </ErrorBoundary>
  );
});
