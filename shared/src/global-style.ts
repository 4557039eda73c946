import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; scroll-padding-top: calc(${theme.layout.headerHeight} + 16px); }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    font-size: 1rem;
    line-height: 1.6;
    color: ${theme.color.text};
    background: ${theme.color.white};
  }
  h1, h2, h3, h4 { line-height: 1.25; color: ${theme.color.navy}; margin: 0 0 0.5em; }
  p { margin: 0 0 1em; }
  a { color: ${theme.color.blue}; }
  a:hover { color: ${theme.color.blueDark}; }
  /* A phone number must never break over two lines. */
  a[href^='tel:'] { white-space: nowrap; }
  img { max-width: 100%; height: auto; }
  :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
