import * as React from "react";

type FactProps = { term: string } & React.HTMLAttributes<HTMLElement>;

/** A term and its value in a list of facts (`<dl>`): an event's, a teacher's record. */
export function Fact({ term, children, ...dd }: FactProps) {
  return (
    <div>
      <dt>{term}</dt>
      <dd {...dd}>{children}</dd>
    </div>
  );
}
