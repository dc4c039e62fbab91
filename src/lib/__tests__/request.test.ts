import { apiRequest, fetchJson, isHttpError, type HttpError } from '../request';

type FetchArgs = [string, RequestInit | undefined];

function mockFetch(response: Response): jest.Mock<Promise<Response>, FetchArgs> {
  const mock = jest.fn<Promise<Response>, FetchArgs>(async () => response);
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

describe('apiRequest', () => {
  it('sends a payload as JSON with a JSON content type, and cookies', async () => {
    const fetchMock = mockFetch(new Response(null, { status: 202 }));
    const response = await apiRequest('POST', '/api/contact', { name: 'An' });
    expect(response.status).toBe(202);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contact');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"An"}' });
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('sends no body and no content type without a payload', async () => {
    const fetchMock = mockFetch(new Response('ok'));
    await apiRequest('DELETE', '/api/x');
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({});
    expect(init?.credentials).toBe('include');
  });

  it("turns a non-OK answer into an error 'status: text'", async () => {
    mockFetch(new Response('{"error":"validation"}', { status: 400 }));
    await expect(apiRequest('POST', '/api/contact', {})).rejects.toThrow(new Error('400: {"error":"validation"}'));
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const error = await apiRequest('POST', '/api/contact', {}).catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect((error as HttpError).message).toBe('503: Service Unavailable');
    expect((error as HttpError).status).toBe(503);
  });

  it('makes exactly one call, also when it fails', async () => {
    const fetchMock = mockFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiRequest('POST', '/api/quote', {})).rejects.toThrow('500: Internal Server Error');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('fetchJson, the default data fetch', () => {
  it('GETs with cookies and parses JSON', async () => {
    const fetchMock = mockFetch(Response.json([{ id: 1 }]));
    await expect(fetchJson<{ id: number }[]>('/api/portfolio')).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0]).toEqual(['/api/portfolio', { credentials: 'include' }]);
  });

  it('throws on 401 by default', async () => {
    mockFetch(new Response('Niet aangemeld', { status: 401 }));
    await expect(fetchJson('/api/portfolio')).rejects.toThrow('401: Niet aangemeld');
  });

  it('returns null on 401 when asked to', async () => {
    mockFetch(new Response('', { status: 401 }));
    await expect(fetchJson('/api/portfolio', { on401: 'returnNull' })).resolves.toBeNull();
  });
});
