// Federated modules have no types at build time; their shape is the contract in @site/shared.
declare module 'pages-private/area' {
  const area: import('@site/shared').AreaModule;
  export = area;
}
declare module 'pages-business/area' {
  const area: import('@site/shared').AreaModule;
  export = area;
}
declare module 'pages-articles/area' {
  const area: import('@site/shared').AreaModule;
  export = area;
}
declare module 'widgets/widgets' {
  const widgets: import('@site/shared').WidgetsModule;
  export = widgets;
}
