// The widgets on every page: cookie consent, AI chat and callback (see the widgets issue).
export default function SiteWidgets() {
  return <div data-widgets-root="" />;
}
