import { afterEach, describe, expect, it } from 'vitest';
import { APOLLO_STATE_ELEMENT_ID, readServerApolloState, serializeForScript } from './server-state';

function injectState(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = APOLLO_STATE_ELEMENT_ID;
  script.textContent = text;
  document.body.append(script);
}

describe('the server state carried in the page', () => {
  afterEach(() => document.getElementById(APOLLO_STATE_ELEMENT_ID)?.remove());

  it('cannot close its script element, whatever a story says', () => {
    const json = serializeForScript({ 'Story:s1': { title: '</script><script>alert(1)</script>\u2028' } });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ 'Story:s1': { title: '</script><script>alert(1)</script>\u2028' } });
  });

  it('reads back what the server wrote', () => {
    injectState(serializeForScript({ ROOT_QUERY: { __typename: 'Query' } }));
    expect(readServerApolloState(document)).toEqual({ ROOT_QUERY: { __typename: 'Query' } });
  });

  it('is absent from pages the browser renders alone, and ignored when malformed', () => {
    expect(readServerApolloState(document)).toBeNull();
    injectState('{not json');
    expect(readServerApolloState(document)).toBeNull();
  });
});
