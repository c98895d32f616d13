import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { MESSAGES } from '@store/contract/messages'
import { handleApiError, request } from './api-client'
import { toast } from './toast'

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

const fetchMock = vi.fn<typeof fetch>()
const assignLocation = vi.fn<(url: string) => void>()
beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage())
  vi.stubGlobal('document', { getElementById: () => null })
  vi.stubGlobal('window', { location: { assign: assignLocation } })
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockImplementation(() =>
    Promise.resolve(new Response(JSON.stringify({ ok: true }), { status: 200 })),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  fetchMock.mockReset()
})

const sentHeaders = () => new Headers(fetchMock.mock.calls[0]?.[1]?.headers)

describe('the API client', () => {
  test('every request carries the default headers of spec section 7 with the stored token', async () => {
    localStorage.setItem('access_token', 'tok-123')
    await request('getCategories')
    const headers = sentHeaders()
    expect(headers.get('Authorization')).toBe('tok-123')
    expect(headers.get('Authorization-Type')).toBe('USER')
    expect(headers.get('Device')).toBe('WEB')
    expect(headers.get('App-Version')).toBe('1.1.4')
    expect(headers.get('App-Build')).toBe('5')
    expect(headers.get('Brand')).toBe('KAINARA')
  })

  test('GET and DELETE send the payload as query parameters and no body', async () => {
    await request('getProducts', { page: 2, search: 'linen shirt' })
    await request('removeCartItem', {
      local_device_id: 'device-1234',
      product_detail_id: 7,
      size: 'M',
    })
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/products?page=2&search=linen+shirt')
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined()
    expect(fetchMock.mock.calls[1]?.[0]).toBe(
      '/api/cart-item-remove?local_device_id=device-1234&product_detail_id=7&size=M',
    )
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('DELETE')
  })

  test('POST sends the payload as a JSON body', async () => {
    await request('checkStockLocation', { product_detail_id: 7, size: 'M', qty: 1 })
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/check-stock-location')
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      product_detail_id: 7,
      size: 'M',
      qty: 1,
    })
    expect(sentHeaders().get('Content-Type')).toBe('application/json')
  })

  test('no answer from the server becomes status 0 with the connection message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const result = await request('getCategories')
    expect(result).toMatchObject({
      ok: false,
      status: 0,
      data: { error: { message: MESSAGES.connectionFailed } },
    })
  })

  test('a 400 toasts only the server message', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined)
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { message: 'Please choose a size.' } }), {
        status: 400,
        statusText: 'Bad Request',
      }),
    )
    handleApiError(await request('checkStockLocation', { product_detail_id: 7, size: '', qty: 1 }))
    expect(error.mock.calls).toEqual([['Please choose a size.']])
  })

  test('a 500 toasts "Error {status}: {statusText}" and the server message', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined)
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { message: 'Something went wrong.' } }), {
        status: 500,
        statusText: 'Internal Server Error',
      }),
    )
    handleApiError(await request('getCategories'))
    expect(error.mock.calls).toEqual([
      ['Error 500: Internal Server Error'],
      ['Something went wrong.'],
    ])
  })

  test('no answer toasts "Error 0: …" and then the connection message', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined)
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    handleApiError(await request('getProducts'))
    expect(error.mock.calls).toEqual([
      ['Error 0: No response from the server'],
      [MESSAGES.connectionFailed],
    ])
  })

  test('a 404 toasts "Error {status}: {statusText}" and the server message', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined)
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { message: 'This category does not exist.' } }), {
        status: 404,
        statusText: 'Not Found',
      }),
    )
    handleApiError(await request('getCategory', { id: 99 }))
    expect(error.mock.calls).toEqual([['Error 404: Not Found'], ['This category does not exist.']])
  })

  test('a 401 clears local storage and goes home', async () => {
    vi.spyOn(toast, 'error').mockImplementation(() => undefined)
    localStorage.setItem('access_token', 'expired')
    localStorage.setItem('state', '{}')
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { message: 'Please sign in.' } }), {
        status: 401,
        statusText: 'Unauthorized',
      }),
    )
    handleApiError(await request('getCategories'))
    expect(localStorage.length).toBe(0)
    expect(assignLocation).toHaveBeenCalledWith('/')
  })
})
