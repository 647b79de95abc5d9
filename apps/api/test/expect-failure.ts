import { expect } from 'vitest';

/** What a member sees when a call fails: this status and this French sentence, in the envelope. */
export function expectFailure(
  response: { statusCode: number; json: () => unknown },
  status: number,
  message: string,
  label?: string,
) {
  expect(response.statusCode, label).toBe(status);
  expect(response.json(), label).toEqual({ success: false, error: message, message });
}
