// The HTML popover attributes, which React 18 passes through as written (lowercase) but whose
// types only @types/react's canary entry declares (camelCase, for React 19).
import "react";

// The type parameter must be named as in @types/react for the declarations to merge.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "" | "auto" | "manual";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
  }
}
