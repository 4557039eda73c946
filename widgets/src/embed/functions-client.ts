// The embed only calls functions, so its build replaces @supabase/supabase-js with this small
// client that speaks the same functions.invoke contract (POST {url}/functions/v1/{name} with the
// anon key; non-2xx answers come back as an error whose context is the Response), instead of
// shipping auth, realtime and storage to every host page.

class FunctionsHttpError extends Error {
  constructor(readonly context: Response) {
    super('Edge Function returned a non-2xx status code');
    this.name = 'FunctionsHttpError';
  }
}

class FunctionsFetchError extends Error {
  constructor(readonly context: unknown) {
    super('Failed to send a request to the Edge Function');
    this.name = 'FunctionsFetchError';
  }
}

export function createClient(url: string, anonKey: string) {
  const base = url.replace(/\/+$/, '');
  return {
    functions: {
      async invoke<T>(name: string, options: { body?: unknown } = {}): Promise<{ data: T | null; error: Error | null }> {
        let response: Response;
        try {
          response = await fetch(`${base}/functions/v1/${name}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${anonKey}`, apikey: anonKey },
            body: JSON.stringify(options.body ?? {}),
          });
        } catch (error) {
          return { data: null, error: new FunctionsFetchError(error) };
        }
        if (!response.ok) return { data: null, error: new FunctionsHttpError(response) };
        const type = response.headers.get('content-type') ?? '';
        const data = (type.includes('application/json') ? await response.json() : await response.text()) as T;
        return { data, error: null };
      },
    },
  };
}
