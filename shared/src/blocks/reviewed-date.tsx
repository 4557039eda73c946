import styled from 'styled-components';
import { formatSwedishDate } from '../ui/format';

const Line = styled.p`
  margin: 1rem 0 0;
  font-size: 0.9375rem;
`;

/**
 * 'Senast granskad 26 november 2026': the day the page was last checked against the law
 * (docs/content-authoring.md#review-dates). `inline` gives a span for a row of metadata.
 */
export function ReviewedDate({ date, inline = false }: { date: string; inline?: boolean }) {
  const content = (
    <>
      Senast granskad <time dateTime={date}>{formatSwedishDate(date)}</time>
    </>
  );
  return inline ? <span>{content}</span> : <Line className="reviewed">{content}</Line>;
}
