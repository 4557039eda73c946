import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@site/shared';

const Circle = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 7rem;
  height: 7rem;
  border-radius: 50%;
  overflow: hidden;
  background: ${theme.color.navy};
  color: ${theme.color.white};
  font-size: 2rem;
  font-weight: 700;
  flex-shrink: 0;
  img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
  img[data-loaded='false'] { visibility: hidden; }
`;

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** About page: the avatar shows the photo once it has loaded, otherwise the initials. */
export function Avatar({ name, src }: { name: string; src?: string }) {
  const [loaded, setLoaded] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A prerendered image may finish loading before the page hydrates, when no onLoad reaches React.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth > 0) setLoaded(true);
  }, [src]);
  return (
    <Circle role="img" aria-label={name}>
      <span aria-hidden="true">{initialsOf(name)}</span>
      {src ? <img ref={image} src={src} alt="" data-loaded={loaded} onLoad={() => setLoaded(true)} onError={() => setLoaded(false)} /> : null}
    </Circle>
  );
}
