import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveSandbox } from './sandbox-server';

const { server } = serveSandbox();

/** Longer than the slow answer below: the next test waits this long for anything left to land. */
const AFTER_THE_ANSWER_MS = 300;
const ANSWER_DELAY_MS = 100;
const ADDRESS = 'http://localhost/late-answer';

const answerSlowly = () =>
  server.use(
    http.get(ADDRESS, async () => {
      await delay(ANSWER_DELAY_MS);
      return HttpResponse.json({ late: true });
    }),
  );
const afterTheAnswer = () => new Promise((resolve) => setTimeout(resolve, AFTER_THE_ANSWER_MS));

// These tests run in order and the later ones read what the earlier ones left: that is what they are about.
const landed = { answer: false, body: false };

describe('a call a test left on its way (vitest.setup-dom.ts): its answer never lands in the next test', () => {
  it('a slow answer reaches the test that asked for it', async () => {
    answerSlowly();
    await expect((await fetch(ADDRESS)).json()).resolves.toEqual({ late: true });
  });

  it('(asked for here, and this test ends before it answers)', () => {
    answerSlowly();
    void fetch(ADDRESS).then(() => {
      landed.answer = true;
    });
  });

  it('the answer to a call of the last test does not land in this one', async () => {
    await afterTheAnswer();
    expect(landed.answer).toBe(false);
  });

  it('(answered here, and this test ends before its body is read)', async () => {
    server.use(http.get(ADDRESS, () => HttpResponse.json({ late: true })));
    const response = await fetch(ADDRESS);
    void afterTheAnswer()
      .then(() => response.json())
      .then(() => {
        landed.body = true;
      });
  });

  it('the body of an answer of the last test is not read in this one', async () => {
    await afterTheAnswer();
    await afterTheAnswer();
    expect(landed.body).toBe(false);
  });
});
