/**
 * @jest-environment node
 */
import { memoizedImageData } from "../../src/node/create-resolvers";

const photo = (digest = "d1") => ({
  id: "img-1",
  parent: "file-1",
  internal: { contentDigest: digest },
});

function setup(answer: (call: number) => unknown = (call) => ({ images: call })) {
  let calls = 0;
  const originalResolver = jest.fn(() => answer(++calls));
  const getNodeById = jest.fn();
  const resolve = memoizedImageData();
  const ask = (source = photo(), args: unknown = { width: 640 }) =>
    resolve(source, args, { nodeModel: { getNodeById } }, { originalResolver });
  return { ask, originalResolver, getNodeById };
}

describe("gatsbyImageData, once per image and arguments", () => {
  test("the same photo with the same arguments: the first query's answer", async () => {
    const { ask, originalResolver, getNodeById } = setup();
    expect(await ask()).toEqual({ images: 1 });
    expect(await ask()).toEqual({ images: 1 });
    expect(originalResolver).toHaveBeenCalledTimes(1);
    // The second query still depends on the photo's file.
    expect(getNodeById).toHaveBeenCalledWith({ id: "file-1" });
  });

  test("other arguments, or a changed photo: computed again", async () => {
    const { ask, originalResolver } = setup();
    await ask();
    expect(await ask(photo(), { width: 1200 })).toEqual({ images: 2 });
    expect(await ask(photo("d2"))).toEqual({ images: 3 });
    expect(originalResolver).toHaveBeenCalledTimes(3);
  });

  test("a failure is not kept: the next query tries again", async () => {
    const { ask, originalResolver } = setup((call) =>
      call === 1 ? Promise.reject(new Error("sharp")) : { images: call },
    );
    await expect(ask()).rejects.toThrow("sharp");
    expect(await ask()).toEqual({ images: 2 });
    expect(originalResolver).toHaveBeenCalledTimes(2);
  });
});
