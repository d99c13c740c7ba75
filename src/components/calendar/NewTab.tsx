import * as React from "react";

/** Told to screen readers on links that open another tab. */
export const NewTab = () => (
  <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
);
