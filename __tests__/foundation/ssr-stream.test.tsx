/**
 * @jest-environment node
 */
import { Writable } from "node:stream";
import * as React from "react";
import { renderToPipeableStream } from "react-dom/server";

// Gatsby renders every page with renderToPipeableStream. React 18.3.1 encodes into 2 KB views
// and, when a multibyte character does not fit at the end of one, flushed the whole view with
// its unwritten zero bytes (facebook/react#31134, fixed upstream by #26228, not in 18.x): NUL
// characters in the published HTML. patches/react-dom+18.3.1.patch carries the fix.
function render(element: React.ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onError: reject,
    });
  });
}

it("writes no NUL byte when a multibyte character meets a 2 KB boundary", async () => {
  // Every shift of a text made of 2-byte "ñ" and 3-byte "—" lands one of them on the boundary.
  for (let shift = 0; shift < 3; shift += 1) {
    const words = Array.from({ length: 120 }, (_, i) => `${"x".repeat(shift)}año—${i}`);
    const html = await render(
      <main>
        {words.map((word) => (
          <p key={word}>{word}</p>
        ))}
      </main>,
    );
    expect(html.includes(0)).toBe(false);
    expect(html.toString("utf8")).toContain(words[119]);
  }
});
