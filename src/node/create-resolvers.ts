import type { GatsbyNode } from "gatsby";

type Resolver = (source: ImageSource, args: unknown, context: Context, info: Info) => unknown;
interface ImageSource {
  id: string;
  parent: string | null;
  internal: { contentDigest: string };
}
interface Context {
  nodeModel: { getNodeById: (query: { id: string | null }) => unknown };
}
interface Info {
  originalResolver: Resolver;
}

/**
 * Each image's `gatsbyImageData`, worked out once per build for each set of arguments.
 *
 * A thousand events share a few dozen photos, and the home page and the events list each ask for
 * every event's card image: gatsby-transformer-sharp's resolver then reads the same photo and
 * plans the same resized copies about two thousand times in a build (the largest part of running
 * the queries again after one event changed). The answer depends only on the image (its
 * content digest) and the arguments, so later queries get the first one's. The query still
 * records its dependency on the photo's file, as the original resolver does, so an edited photo
 * re-runs every query that shows it.
 */
export function memoizedImageData(): Resolver {
  const answers = new Map<string, unknown>();
  return (source, args, context, info) => {
    const key = `${source.id}\u0000${source.internal.contentDigest}\u0000${JSON.stringify(args)}`;
    if (answers.has(key)) {
      context.nodeModel.getNodeById({ id: source.parent });
      return answers.get(key);
    }
    const answer = info.originalResolver(source, args, context, info);
    answers.set(key, answer);
    // A failure is not kept: the next query asks again and reports its own error.
    Promise.resolve(answer).catch(() => answers.delete(key));
    return answer;
  };
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  create({ ImageSharp: { gatsbyImageData: { resolve: memoizedImageData() } } });
};
