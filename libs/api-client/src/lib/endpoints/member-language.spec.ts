import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberApi } from './member';
import { pointsApi } from './points';
import { promotionsApi } from './promotions';
import { apiTestStore, testApiClient } from '../testing/api-store';

/** Each call as it left: which relay, its query and its `Language` header. */
const asked: { call: string; query: URLSearchParams; language: string | null }[] = [];
const answer = (value: unknown) =>
  (({ request }) => {
    const url = new URL(request.url);
    asked.push({ call: url.pathname.split('/').pop() ?? '', query: url.searchParams, language: request.headers.get('Language') });
    return HttpResponse.json({ success: true, value });
  }) satisfies Parameters<typeof http.get>[1];
const server = setupServer(
  http.get('*/wps/relay/MCSFE_getMessageListV2', answer({ content: [], pageNum: 1, pageSize: 10, totalPages: 1, totalElements: 0 })),
  http.get('*/wps/relay/MCSFE_getMissionSummaryDetails', answer({ openMissionCount: 0, missions: [] })),
  http.get('*/wps/relay/MCSFE_getRewardCenter', answer([])),
  http.get('*/wps/relay/MCS2_getPointReward', answer([])),
  http.get('*/wps/relay/MCS2_getRedeemPointList', answer({ content: [], pageNum: 1, pageSize: 10, totalPages: 1, totalElements: 0 })),
  http.get('*/wps/relay/ODSFE2_MemTransDet', answer({ content: [], pageNum: 1, pageSize: 10, totalPages: 1, totalElements: 0 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

describe('member-centre text is written in the player’s language, though its calls take no language', () => {
  it('the language keys the cache of messages, missions, rewards and the point mall’s lists: a new language asks again, one asked before is served again, and none is sent', async () => {
    let language = 'EN';
    const store = apiTestStore(testApiClient({ getLanguage: () => language }));
    const askAll = async (inLanguage: string) => {
      await store.dispatch(memberApi.endpoints.getMessages.initiate({ pageNum: 1, pageSize: 10, language: inLanguage }));
      await store.dispatch(promotionsApi.endpoints.getMissionSummary.initiate({ language: inLanguage }));
      await store.dispatch(promotionsApi.endpoints.getRewardCenter.initiate({ language: inLanguage }));
      await store.dispatch(pointsApi.endpoints.getPointRewards.initiate({ language: inLanguage }));
      await store.dispatch(pointsApi.endpoints.getRedemptions.initiate({ pageNum: 1, pageSize: 10, language: inLanguage }));
      await store.dispatch(pointsApi.endpoints.getPointTransactions.initiate({ pageNum: 1, pageSize: 10, language: inLanguage }));
    };
    await askAll('EN');
    language = 'VI';
    await askAll('VI');
    await askAll('EN');
    const calls = [
      'MCSFE_getMessageListV2',
      'MCSFE_getMissionSummaryDetails',
      'MCSFE_getRewardCenter',
      'MCS2_getPointReward',
      'MCS2_getRedeemPointList',
      'ODSFE2_MemTransDet',
    ];
    expect(asked.map(({ call, language }) => [call, language])).toEqual([
      ...calls.map((call) => [call, 'EN']),
      ...calls.map((call) => [call, 'VI']),
    ]);
    expect(asked.every((call) => !call.query.has('language'))).toBe(true);
  });
});
