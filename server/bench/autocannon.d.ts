/** The part of autocannon's API the load bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Requests sent in turn; `setupRequest` may change each one (its path, headers, body). */
    requests?: {
      method?: string;
      path?: string;
      setupRequest?: (request: { method?: string; path?: string }) => { method?: string; path?: string };
    }[];
  }
  interface Instance extends PromiseLike<unknown> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
