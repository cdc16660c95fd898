export interface TMincitAnswer {
  status: number;
  body: string;
  /** Why the fake refused (a test reads it; MinCIT's own answer does not say). */
  refusal?: string;
}

export function createMincitRules(token: string): {
  answer(
    request: { method: string | undefined; url: string | undefined; authorization: string | undefined },
    raw: string,
  ): TMincitAnswer;
};
