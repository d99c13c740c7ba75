// Messages with arguments are data, not functions, so a catalog travels as JSON in a page's
// context: a template names its arguments in braces (`"Imágenes de {title}"`), and its type
// carries those names, so tsc checks every `fill` call and every translation.
declare const ARGUMENTS: unique symbol;

/** A string whose `{name}` placeholders are `A`; invariant in `A`, so names must match exactly. */
export type Template<A extends string> = string & { readonly [ARGUMENTS]: (names: A) => A };

type Names<S extends string> = S extends `${string}{${infer N}}${infer Rest}`
  ? N | Names<Rest>
  : never;

/** Marks a catalog string as a template of the arguments its braces name. */
export const tpl = <S extends string>(text: S) => text as string as Template<Names<S>>;

/** A message chosen by its argument `n`: `one` for 1, `other` for any other number. */
export function plural<One extends string, Other extends string>(one: One, other: Other) {
  type A = Names<One> | Names<Other> | "n";
  return { one: one as string as Template<A>, other: other as string as Template<A> };
}

type Args<A extends string> = Record<A, string | number>;

/** The message with its arguments in place; numbers with `intl`'s digit grouping if given. */
export function fill<A extends string>(
  message: Template<A> | { one: Template<A>; other: Template<A> },
  args: Args<A>,
  intl?: string,
): string {
  const one = (args as Args<"n">).n === 1;
  const text: string = typeof message === "string" ? message : one ? message.one : message.other;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = (args as Record<string, string | number | undefined>)[name];
    if (value === undefined) return whole;
    return typeof value === "number" && intl ? value.toLocaleString(intl) : String(value);
  });
}
