import { describe, expect, it } from 'vitest';
import { runtimeNotice } from './runtime';

describe('the Node.js runtime notice', () => {
  it('warns on Node 20, which reached its end of life', () => {
    expect(runtimeNotice('v20.19.2')).toMatch(
      /^Node\.js 20\.19\.2 ya no recibe soporte .*actualice a Node\.js 24 y 26/,
    );
  });

  it('says nothing on 22, 24 and 26', () => {
    expect(runtimeNotice('v22.12.0')).toBeNull();
    expect(runtimeNotice('v24.22.3')).toBeNull();
    expect(runtimeNotice('v26.12.1')).toBeNull();
  });
});
